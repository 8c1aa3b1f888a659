# Sorting complex numbers fails as in CPython.
print(sorted([2, 1]))
print(sorted([2j, 1j]))
# expect: [1, 2]
# expect runtime error: TypeError: '<' not supported between instances of 'complex' and 'complex'

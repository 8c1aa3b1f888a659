# Complex numbers have no order.
print(1j == 1j)
print(1j < 2j)
# expect: True
# expect runtime error: TypeError: '<' not supported between instances of 'complex' and 'complex'

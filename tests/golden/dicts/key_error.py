d = {'a': 1}
print(d['a'])
print(d['b'])
# expect: 1
# expect runtime error: KeyError: 'b'

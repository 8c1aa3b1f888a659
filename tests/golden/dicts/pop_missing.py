d = {'a': 1}
print(d.pop('a'))
d.pop('a')
# expect: 1
# expect runtime error: KeyError: 'a'

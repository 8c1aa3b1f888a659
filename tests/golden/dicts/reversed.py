# reversed() of a dict and of its views walks the insertion order backwards
d = {'one': 1, 'two': 2, 'three': 3}
del d['two']
d['four'] = 4
print(list(reversed(d)), list(reversed(d.keys())), list(reversed(d.values())))
print(list(reversed(d.items())), next(reversed({})) if False else 'empty ok', list(reversed({})))
for k in reversed(d):
    d[k] += 10
print(d)
# expect: ['four', 'three', 'one'] ['four', 'three', 'one'] [4, 3, 1]
# expect: [('four', 4), ('three', 3), ('one', 1)] empty ok []
# expect: {'one': 11, 'three': 13, 'four': 14}

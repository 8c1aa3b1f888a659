# iteration: keys in insertion order; changing values while iterating is allowed
d = {'b': 1, 'a': 2, 'c': 3}
for k in d:
    d[k] = d[k] * 10
print(d)
print(list(d), tuple(d.values()), [kv for kv in d.items()])
print(list(reversed(sorted(d))), sorted(d, key=d.get, reverse=True))
print(list(enumerate(d)), list(zip(d, d.values())))
print(len(list(iter(d))), next(iter(d)))
keys = list(d)
for k in keys:
    if d[k] > 15:
        del d[k]
print(d)
print(any(d), all({0: 1}), sum({1: 'a', 2: 'b'}), min({'z': 0, 'y': 1}))
# expect: {'b': 10, 'a': 20, 'c': 30}
# expect: ['b', 'a', 'c'] (10, 20, 30) [('b', 10), ('a', 20), ('c', 30)]
# expect: ['c', 'b', 'a'] ['c', 'a', 'b']
# expect: [(0, 'b'), (1, 'a'), (2, 'c')] [('b', 10), ('a', 20), ('c', 30)]
# expect: 3 b
# expect: {'b': 10}
# expect: True False 3 y

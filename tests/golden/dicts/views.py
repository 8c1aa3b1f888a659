# keys/values/items views: repr, len, membership, live updates, set operations
d = {'a': 1, 'b': 2, 'c': 3}
k, v, it = d.keys(), d.values(), d.items()
print(k, v, it)
print(len(k), 'a' in k, 2 in v, ('c', 3) in it, ('c', 4) in it)
d['d'] = 4
print(k, list(v), list(it)[-1])
print(sorted(k & {'a', 'z'}), sorted(k - {'a'}), sorted(k | {'z'}), sorted(k ^ {'a', 'q'}))
print(sorted({'b', 'x'} & k), sorted(['a', 'q'] - k if False else {'q', 'a'} - k))
print(k == {'a', 'b', 'c', 'd'}, k != {'a'}, k <= {'a', 'b', 'c', 'd', 'e'}, k < {'a'})
print(it == {('a', 1), ('b', 2), ('c', 3), ('d', 4)}, k.isdisjoint({'x'}), k.isdisjoint(['a']))
print(type(k), type(v), type(it))
for key, value in d.items():
    print(key, value, end='; ')
print()
n = {1: 'x', 3: 'y', 5: 'z'}
print(n.keys() & {3, 5, 7}, n.keys() | {2}, n.keys() - {1})
# expect: dict_keys(['a', 'b', 'c']) dict_values([1, 2, 3]) dict_items([('a', 1), ('b', 2), ('c', 3)])
# expect: 3 True True True False
# expect: dict_keys(['a', 'b', 'c', 'd']) [1, 2, 3, 4] ('d', 4)
# expect: ['a'] ['b', 'c', 'd'] ['a', 'b', 'c', 'd', 'z'] ['b', 'c', 'd', 'q']
# expect: ['b'] ['q']
# expect: True True True False
# expect: True True False
# expect: <class 'dict_keys'> <class 'dict_values'> <class 'dict_items'>
# expect: a 1; b 2; c 3; d 4; 
# expect: {3, 5} {1, 2, 3, 5} {3, 5}

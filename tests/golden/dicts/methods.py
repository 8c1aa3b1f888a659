# get, setdefault, pop, popitem, update, copy, clear
d = {'a': 1, 'b': 2}
print(d.get('a'), d.get('z'), d.get('z', 0))
print(d.setdefault('a', 5), d.setdefault('c', 3), d.setdefault('n'), d)
print(d.pop('a'), d.pop('zz', 'default'), d)
print(d.popitem(), d.popitem(), d)
d.update({'x': 1}, y=2)
d.update([('z', 3)])
d.update(w=4)
print(d)
c = d.copy()
d.clear()
print(c, d, len(d))
groups = {}
for word in ['apple', 'avocado', 'banana', 'blueberry', 'cherry']:
    groups.setdefault(word[0], []).append(word)
print(groups)
# expect: 1 None 0
# expect: 1 3 None {'a': 1, 'b': 2, 'c': 3, 'n': None}
# expect: 1 default {'b': 2, 'c': 3, 'n': None}
# expect: ('n', None) ('c', 3) {'b': 2}
# expect: {'b': 2, 'x': 1, 'y': 2, 'z': 3, 'w': 4}
# expect: {'b': 2, 'x': 1, 'y': 2, 'z': 3, 'w': 4} {} 0
# expect: {'a': ['apple', 'avocado'], 'b': ['banana', 'blueberry'], 'c': ['cherry']}

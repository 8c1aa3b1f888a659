# ** in dict displays: order of keys, later values win, the first position is kept
base = {'a': 1, 'b': 2}
print({**base, 'c': 3})
print({'a': 0, **base})
print({**base, 'a': 9, **{'z': 26}})
print({**{}, **{}})
d = {'x': 1}
d = {**d, 'y': 2}
print(d)
print({**dict(p=1), **{'q': 2}, 'r': 3, **{'p': 4}})
# expect: {'a': 1, 'b': 2, 'c': 3}
# expect: {'a': 1, 'b': 2}
# expect: {'a': 9, 'b': 2, 'z': 26}
# expect: {}
# expect: {'x': 1, 'y': 2}
# expect: {'p': 4, 'q': 2, 'r': 3}

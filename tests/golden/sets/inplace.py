# in-place operators update a set in place; a frozenset is rebound to a new one
s = {1, 2, 3}
alias = s
s |= {4}
s &= {1, 2, 4, 8}
s -= {1}
s ^= {2, 9}
print(s, alias is s)
f = frozenset({1, 2})
g = f
f |= {3}
print(f, g, f is g)
k = {'a': 1, 'b': 2}.keys()
u = {'z'}
u |= k
print(sorted(u))
# expect: {9, 4} True
# expect: frozenset({1, 2, 3}) frozenset({1, 2}) False
# expect: ['a', 'b', 'z']

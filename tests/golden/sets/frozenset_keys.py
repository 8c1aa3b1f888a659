# frozensets: hashable, usable as dict keys and set items; repr
f = frozenset([3, 1, 2])
print(f, frozenset(), repr(frozenset('a')), type(f))
seen = {f: 'first', frozenset(): 'empty'}
print(seen[frozenset({1, 2, 3})], seen[frozenset()])
family = {frozenset({1, 2}), frozenset({2, 1}), frozenset({3})}
print(len(family), frozenset({3}) in family)
print(frozenset(f) is f, f.copy() is f, f.union({4}), f.difference([1]))
groups = {}
for word in ['listen', 'silent', 'enlist', 'google', 'elgoog']:
    groups.setdefault(frozenset(word), []).append(word)
print(sorted(groups.values()))
print(hash(frozenset({1, 2})) == hash(frozenset({2, 1})))
# expect: frozenset({1, 2, 3}) frozenset() frozenset({'a'}) <class 'frozenset'>
# expect: first empty
# expect: 2 True
# expect: True True frozenset({1, 2, 3, 4}) frozenset({2, 3})
# expect: [['google', 'elgoog'], ['listen', 'silent', 'enlist']]
# expect: True

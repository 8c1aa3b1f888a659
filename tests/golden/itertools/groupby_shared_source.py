# A group shares the groupby's source: moving on to the next group ends the old one.
import itertools
gb = itertools.groupby('aabbbc')
k1, g1 = next(gb)
print(k1, next(g1))
k2, g2 = next(gb)
print(k2, list(g1), list(g2))
print([k for k, _ in gb])

# expect: a a
# expect: b [] ['b', 'b', 'b']
# expect: ['c']

# np.searchsorted over strings sharing their first eight bytes, exact prefixes, inner NULs and
# non-ASCII text: many keys (the search reads gathered prefixes) and few, sorted or unsorted
# arrays, with and without a sorter, both sides.
import numpy as np
rng = np.random.default_rng(7)
base = ["abcdefgh", "abcdefg", "abcdefghi", "abcdefgha", "abcdefgh\x00z", "abcdefghij", "abcdefgi", "b", "", "a\x00b", "a", "é", "ée", "z"]
a = np.array([base[i] for i in rng.integers(0, len(base), 300)])
s = np.sort(a)
keys = np.array([base[i] for i in rng.integers(0, len(base), 200)])
for side in ['left', 'right']:
    print(np.searchsorted(s, keys, side=side).sum(), np.searchsorted(a, keys, side=side).sum(), np.searchsorted(a, keys, side=side, sorter=np.argsort(a, kind='stable')).sum())
    print(np.searchsorted(s, keys[:3], side=side), np.searchsorted(s, 'abcdefgh', side=side))
# expect: 24738 20712 24738
# expect: [ 24 110 252] 76
# expect: 28915 26883 28915
# expect: [ 41 131 275] 97

# += and -= change the Counter in place and drop non-positive counts
from collections import Counter
c = Counter(a=3, b=1)
same = c
c += Counter(a=1, c=2)
print(c, c is same)
c -= Counter(b=5)
print(c)
# expect: Counter({'a': 4, 'c': 2, 'b': 1}) True
# expect: Counter({'a': 4, 'c': 2})

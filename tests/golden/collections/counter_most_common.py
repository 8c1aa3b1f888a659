# most_common(n): largest first, ties in insertion order
from collections import Counter
c = Counter("abracadabra")
print(c.most_common())
print(c.most_common(3))
print(c.most_common(0), c.most_common(100) == c.most_common())
# expect: [('a', 5), ('b', 2), ('r', 2), ('c', 1), ('d', 1)]
# expect: [('a', 5), ('b', 2), ('r', 2)]
# expect: [] True

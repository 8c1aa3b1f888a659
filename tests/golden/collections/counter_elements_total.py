# elements() repeats each key by its count; total() sums the counts
from collections import Counter
c = Counter(a=3, b=1, c=0, d=-2)
print(list(c.elements()))
print(c.total(), Counter().total())
# expect: ['a', 'a', 'a', 'b']
# expect: 2 0

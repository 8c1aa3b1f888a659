# + - & | keep only positive counts; unary + and -
from collections import Counter
a = Counter(a=3, b=1, c=-1)
b = Counter(a=1, b=2, d=4)
print(a + b)
print(a - b)
print(a & b)
print(a | b)
print(+a, -a)
# expect: Counter({'a': 4, 'd': 4, 'b': 3})
# expect: Counter({'a': 2})
# expect: Counter({'a': 1, 'b': 1})
# expect: Counter({'d': 4, 'a': 3, 'b': 2})
# expect: Counter({'a': 3, 'b': 1}) Counter({'c': 1})

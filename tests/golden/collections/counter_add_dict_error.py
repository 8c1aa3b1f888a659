# + between a Counter and a dict is not supported
from collections import Counter
Counter(a=1) + {"a": 1}
# expect runtime error: TypeError: unsupported operand type(s) for +: 'Counter' and 'dict'

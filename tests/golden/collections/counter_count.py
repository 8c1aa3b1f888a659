# Counter counts an iterable; a missing key is 0 and is not inserted
from collections import Counter
c = Counter("hello world")
print(c)
print(c["l"], c["z"], "z" in c, len(c))
# expect: Counter({'l': 3, 'o': 2, 'h': 1, 'e': 1, ' ': 1, 'w': 1, 'r': 1, 'd': 1})
# expect: 3 0 False 8

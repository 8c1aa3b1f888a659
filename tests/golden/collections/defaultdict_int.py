# defaultdict(int) counts words with d[w] += 1
from collections import defaultdict
d = defaultdict(int)
for w in "the cat and the hat and the bat".split():
    d[w] += 1
print(d)
print(d["the"], len(d), "cat" in d, "dog" in d)
# expect: defaultdict(<class 'int'>, {'the': 3, 'cat': 1, 'and': 2, 'hat': 1, 'bat': 1})
# expect: 3 5 True False

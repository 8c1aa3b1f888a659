# Counter from a mapping, from keywords, and empty
from collections import Counter
print(Counter({"a": 3, "b": 1}))
print(Counter(cats=4, dogs=8))
print(Counter(), Counter([]))
print(Counter(["x", "y", "x"]))
# expect: Counter({'a': 3, 'b': 1})
# expect: Counter({'dogs': 8, 'cats': 4})
# expect: Counter() Counter()
# expect: Counter({'x': 2, 'y': 1})

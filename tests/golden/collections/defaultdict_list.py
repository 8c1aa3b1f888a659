# defaultdict(list) groups values; the factory runs once per new key
from collections import defaultdict
groups = defaultdict(list)
for word in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    groups[word[0]].append(word)
print(groups)
print(sorted(groups), groups["a"])
# expect: defaultdict(<class 'list'>, {'a': ['apple', 'avocado'], 'b': ['banana', 'blueberry'], 'c': ['cherry']})
# expect: ['a', 'b', 'c'] ['apple', 'avocado']

# defaultdict with set, a lambda and a class as the factory
from collections import defaultdict
s = defaultdict(set)
s["x"].add(1)
s["x"].add(1)
print(s)
z = defaultdict(lambda: "none")
print(z["k"], dict(z))
class Box:
    def __init__(self):
        self.items = []
b = defaultdict(Box)
b[1].items.append("a")
print(b[1].items, len(b))
# expect: defaultdict(<class 'set'>, {'x': {1}})
# expect: none {'k': 'none'}
# expect: ['a'] 1

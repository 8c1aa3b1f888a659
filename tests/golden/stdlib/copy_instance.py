# Instances are copied attribute by attribute, without calling __init__.
import copy
class Point:
    def __init__(self, x, tags):
        print("init", x)
        self.x = x
        self.tags = tags
    def __repr__(self):
        return f"Point({self.x}, {self.tags})"
p = Point(1, ["a"])
q = copy.copy(p)
r = copy.deepcopy(p)
p.tags.append("b")
p.x = 9
print(p, q, r)
print(type(q) is Point, q.tags is p.tags, r.tags is p.tags)
class Node:
    def __init__(self):
        self.me = self
n = copy.deepcopy(Node())
print(n.me is n)

# expect: init 1
# expect: Point(9, ['a', 'b']) Point(1, ['a', 'b']) Point(1, ['a'])
# expect: True True False
# expect: True

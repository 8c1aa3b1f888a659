# A dataclass met again inside its own generated __repr__ prints as "...", as CPython's
# reprlib.recursive_repr gives (it crashed on the C stack before).
from dataclasses import dataclass, field

@dataclass
class Node:
    val: int
    nxt: "Node | None" = None

@dataclass
class Graph:
    name: str
    nodes: list = field(default_factory=list)

n = Node(1)
n.nxt = n
print(n)
a, b = Node(1), Node(2)
a.nxt, b.nxt = b, a
print(a, [b])
g = Graph("g")
g.nodes.append(g)
g.nodes.append(Node(3))
print(g, repr(g) == str(g))
# expect: Node(val=1, nxt=...)
# expect: Node(val=1, nxt=Node(val=2, nxt=...)) [Node(val=2, nxt=Node(val=1, nxt=...))]
# expect: Graph(name='g', nodes=[..., Node(val=3, nxt=None)]) True

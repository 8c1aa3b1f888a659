# __future__ imports are accepted; annotations name classes defined later.
from __future__ import annotations, division, print_function
class Node:
    def child(self) -> Node:
        return Node()
print(type(Node().child()).__name__, 7 / 2)

# expect: Node 3.5

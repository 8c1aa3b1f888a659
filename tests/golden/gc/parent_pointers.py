# A tree whose children point back at their parent: the nodes and their child lists are
# collected together once the root is dropped.
import gc


class Node:
    def __init__(self, parent):
        self.parent = parent
        self.children = []
        if parent is not None:
            parent.children.append(self)


def build():
    root = Node(None)
    for k in range(3):
        Node(root)
    return len(root.children)


gc.collect()
print(build())
print(gc.collect())
# expect: 3
# expect: 8

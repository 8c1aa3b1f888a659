# Trees with parent pointers made and dropped in a loop stay within a small memory bound.
# env: WEFT_MAX_MEMORY=40M
class Node:
    def __init__(self, parent):
        self.parent = parent
        self.children = []
        if parent is not None:
            parent.children.append(self)


for i in range(300000):
    root = Node(None)
    for k in range(3):
        Node(root)
print("done")
# expect: done

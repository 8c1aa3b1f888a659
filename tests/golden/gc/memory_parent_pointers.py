# Trees with parent pointers made and dropped in a loop stay within a small memory bound
# (without the collector they held 120 MB).
# (Under ASan the quarantine would hold freed memory: the test turns it off.)
# env: WEFT_MAX_MEMORY=64M ASAN_OPTIONS=detect_leaks=1:quarantine_size_mb=0
class Node:
    def __init__(self, parent):
        self.parent = parent
        self.children = []
        if parent is not None:
            parent.children.append(self)


for i in range(150000):
    root = Node(None)
    for k in range(3):
        Node(root)
print("done")
# expect: done

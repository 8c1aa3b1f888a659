# Dropping a linked list of a million nodes (instances, lists, dicts, tuples): freed level by
# level, as CPython's trashcan does (each level was a C frame: a stack overflow before).
class Node:
    def __init__(self, nxt):
        self.nxt = nxt
for make in [Node, lambda d: [d], lambda d: {1: d}, lambda d: (d,)]:
    head = None
    for _ in range(1000000):
        head = make(head)
    del head
    print("freed")
# expect: freed
# expect: freed
# expect: freed
# expect: freed

# Pickling a linked list of 100,000 instances: RecursionError with CPython's message for
# instances saved through their __dict__ ("while calling a Python object"); __slots__ instances
# and nested dicts keep "while pickling an object".
import pickle
class Node:
    def __init__(self, nxt):
        self.nxt = nxt
class Slots:
    __slots__ = ("nxt",)
    def __init__(self, nxt):
        self.nxt = nxt
n = s = None
d = {}
cur = d
for i in range(100000):
    n, s = Node(n), Slots(s)
    cur["k"] = {}
    cur = cur["k"]
for obj in [n, s, d]:
    try:
        pickle.dumps(obj)
    except RecursionError as e:
        print(e)
print(pickle.loads(pickle.dumps(Node(Node(None)))).nxt.nxt)
# expect: maximum recursion depth exceeded while calling a Python object
# expect: maximum recursion depth exceeded while pickling an object
# expect: maximum recursion depth exceeded while pickling an object
# expect: None

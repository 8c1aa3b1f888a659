# A million generators that hold themselves (a started generator whose local names it, a
# generator expression stored on the object it iterates over) stay within a small memory
# bound: the collector closes them and frees what they held.
# (Under ASan the quarantine would hold freed memory: the test turns it off.)
# env: WEFT_MAX_MEMORY=64M ASAN_OPTIONS=detect_leaks=1:quarantine_size_mb=0
def gen():
    me = yield 1
    yield me


class Node:
    def __init__(self):
        self.children = (x for x in [self])


for i in range(500000):
    g = gen()
    next(g)
    g.send(g)
    Node()
print("done")
# expect: done

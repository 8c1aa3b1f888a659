# A suspended generator in a garbage cycle is closed first (its finally block runs, before
# gc.collect returns), and the close frees the cycle, as in CPython.
import gc


def self_holding():
    def g():
        me = yield 1
        yield me
    it = g()
    next(it)
    it.send(it)


def with_finally():
    def g():
        try:
            yield box
        finally:
            print("finally", len(box))
    box = []
    it = g()
    next(it)
    box.append(it)


class Node:
    def __init__(self):
        self.children = (x for x in [self])


gc.collect()
self_holding()
print(gc.collect())
Node()
print(gc.collect())
with_finally()
print(gc.collect())
# expect: 0
# expect: 0
# expect: finally 1
# expect: 0

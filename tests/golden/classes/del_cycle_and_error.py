# An instance in a garbage cycle has its __del__ run by the collector (before the cycle is
# cleared); an exception in __del__ is reported ("Exception ignored in") and the program goes on.
import gc


class Node:
    def __init__(self, name):
        self.name = name
        self.other = None

    def __del__(self):
        print("del", self.name, self.other.name)


def make_cycle():
    a = Node("a")
    b = Node("b")
    a.other = b
    b.other = a


make_cycle()
print("before collect")
# expect: before collect
gc.collect()
# expect: del a b
# expect: del b a
print("after collect")
# expect: after collect


class Bad:
    def __del__(self):
        raise ValueError("oops")


bad = Bad()
del bad
print("still running")
# expect: still running
# expect stderr: ValueError: oops

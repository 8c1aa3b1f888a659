# weakref.ref: calling it gives the object while it lives and None after; a plain reference
# is shared; callbacks run when the object goes; getweakrefcount counts them.
import weakref

class Node:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return f"Node({self.name!r})"

a = Node("a")
r = weakref.ref(a)
print(r() is a, weakref.ref(a) is r, weakref.getweakrefcount(a))
r2 = weakref.ref(a, lambda ref: print("callback: dead?", ref() is None))
print(weakref.getweakrefcount(a), len(weakref.getweakrefs(a)), r2.__callback__ is not None, r.__callback__)
print(r == r2, hash(r) == hash(a))
del a
print(r(), r2())
b = Node("b")
rb = weakref.ref(b)
b = None
print(rb())

def make():
    return Node("temp")

print(weakref.ref(make())())
# expect: True True 1
# expect: 2 2 True None
# expect: True True
# expect: callback: dead? True
# expect: None None
# expect: None
# expect: None

# __del__ runs when an instance's last reference goes (rebinding, del, a function's locals at
# return, a list's items last first), once; inherited by subclasses; an instance it stores
# somewhere lives on. Output order is CPython's.
class D:
    def __init__(self, n):
        self.n = n

    def __del__(self):
        print("del", self.n)


class Child(D):
    pass


x = D("x")
x = D("x2")
# expect: del x
print("rebound")
# expect: rebound
a = D("a")
del a
# expect: del a
print("deleted")
# expect: deleted


def f():
    y = D("y")
    y = D("y2")
    print("in f")


f()
# expect: del y
# expect: in f
# expect: del y2
print("after f")
# expect: after f
items = [D(1), D(2), D(3)]
items = None
# expect: del 3
# expect: del 2
# expect: del 1
print("list gone")
# expect: list gone
Child("child")
# expect: del child
print("after child")
# expect: after child
keep = []


class Phoenix:
    def __del__(self):
        print("resurrected")
        keep.append(self)


p = Phoenix()
del p
# expect: resurrected
print(len(keep))
# expect: 1
keep.clear()
print("cleared, no second __del__")
# expect: cleared, no second __del__
x = None
# expect: del x2
print("end")
# expect: end

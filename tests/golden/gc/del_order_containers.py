# The order in which a list's, a tuple's and a dict's items are finalized: clear() and slice
# deletion last item first, an extended slice's in ascending order, as CPython.
class R:
    def __init__(self, n): self.n = n
    def __del__(self): print("del", self.n)
a = [R(i) for i in range(5)]
del a[1:3]
print("sliced")
a[0:2] = [R(9)]
print("assigned")
a.clear()
print("cleared")
b = [R(i) for i in range(10, 13)]
b = None
print("rebound")
t = tuple(R(i) for i in range(20, 23))
del t
print("tuple gone")
d = {k: R(k) for k in (30, 31)}
d = None
print("dict gone")
c = [R(i) for i in range(40, 46)]
del c[::2]
print("every other")
del c[::-1]
print("reversed step")
def scope():
    r = R("local")
    return "value"
print(scope(), "after return")
class Holder:
    pass
h = Holder(); h.r = R("attr")
del h.r
print("attr deleted")
x = R("x")
x = None
print("x cleared")
# expect: del 2
# expect: del 1
# expect: sliced
# expect: del 3
# expect: del 0
# expect: assigned
# expect: del 4
# expect: del 9
# expect: cleared
# expect: del 12
# expect: del 11
# expect: del 10
# expect: rebound
# expect: del 22
# expect: del 21
# expect: del 20
# expect: tuple gone
# expect: del 30
# expect: del 31
# expect: dict gone
# expect: del 40
# expect: del 42
# expect: del 44
# expect: every other
# expect: del 41
# expect: del 43
# expect: del 45
# expect: reversed step
# expect: del local
# expect: value after return
# expect: del attr
# expect: attr deleted
# expect: del x
# expect: x cleared

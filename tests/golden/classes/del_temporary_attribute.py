# A temporary object whose attribute, item or method result is used dies at once, before the
# value is printed (CPython's stack drops it), not when its register is next reused.
class D:
    def __init__(self, n):
        self.n = n

    def __del__(self):
        print("del", self.n)

    def __getitem__(self, k):
        return k


print(D(1).n)
print([D(2)][0].n)
print(D(3)[7])
print(f"{D(4).n}")
z = {D(5).n: 1}
print("dict", z)
w = D(6).n + D(7).n
print("sum", w)
def f():
    v = D(8).n
    print("local", v)
f()
# expect: del 1
# expect: 1
# expect: del 2
# expect: 2
# expect: del 3
# expect: 7
# expect: del 4
# expect: 4
# expect: del 5
# expect: dict {5: 1}
# expect: del 6
# expect: del 7
# expect: sum 13
# expect: del 8
# expect: local 8

# The value of an expression statement, and a list rebound away, die before the next line.
class D:
    def __init__(self, n):
        self.n = n

    def __del__(self):
        print("del", self.n)


def make(n):
    return D(n)


a = D(1)
b = D(2)
x = [a, b]
x = None
del a
print("after del a")
make(3)
y = 5
print("after make", y)
D(4).n
print("after attr")
k = D(5)
del k
print("after del k")
del b
print("end")
# expect: del 1
# expect: after del a
# expect: del 3
# expect: after make 5
# expect: del 4
# expect: after attr
# expect: del 5
# expect: after del k
# expect: del 2
# expect: end

# After an uncaught exception, the instances its frames held and those the globals hold are
# still finalized at exit, as CPython does.
class D:
    def __init__(self, n):
        self.n = n

    def __del__(self):
        print("del", self.n)


a = D("a")


def f():
    b = D("b")
    raise ValueError("x")


f()
# expect: del b
# expect: del a
# expect runtime error: ValueError: x

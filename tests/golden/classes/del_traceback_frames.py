# The frames an exception left keep their locals until the exception dies: at the end of the
# `except` block (the name bound by `as` is deleted there), or when a saved traceback goes;
# the innermost frame's locals die first.
class D:
    def __init__(self, n):
        self.n = n

    def __del__(self):
        print("del", self.n)


def inner(a):
    b = D(a.n + 1)
    raise ValueError("bad")


def outer():
    a = D(1)
    inner(a)


try:
    outer()
except ValueError:
    print("caught plain")
print("next")
try:
    outer()
except ValueError as e:
    tb = e.__traceback__
    print("caught as", e)
print("tb kept")
del tb
print("tb gone")


def h():
    try:
        outer()
    except ValueError as e:
        return e


err = h()
print("returned", err)
err = None
print("end")
# expect: caught plain
# expect: del 2
# expect: del 1
# expect: next
# expect: caught as bad
# expect: tb kept
# expect: del 2
# expect: del 1
# expect: tb gone
# expect: returned bad
# expect: del 2
# expect: del 1
# expect: end

# A suspended generator whose last reference goes is closed, as in CPython: GeneratorExit is
# raised where it waits, so its finally blocks and `except GeneratorExit` run, before the
# next statement (del, rebinding, a function's local going, a loop left by break).
def gen(name):
    try:
        yield 1
        yield 2
    finally:
        print("finally", name)

g = gen("del")
next(g)
del g
print("after del")
g = gen("rebound")
next(g)
g = None
print("after rebind")

def f():
    h = gen("local")
    next(h)
    print("in f")

f()
print("after f")
for x in gen("loop"):
    print("got", x)
    break
print("after loop")

def catches():
    try:
        yield 1
    except GeneratorExit:
        print("caught GeneratorExit")
        raise

g = catches()
next(g)
g = None
g = gen("not started")
del g
print("end")
# expect: finally del
# expect: after del
# expect: finally rebound
# expect: after rebind
# expect: in f
# expect: finally local
# expect: after f
# expect: got 1
# expect: finally loop
# expect: after loop
# expect: caught GeneratorExit
# expect: end

# nonlocal: closures that rebind an enclosing function's variables
def counter():
    n = 0
    def inc(by=1):
        nonlocal n
        n += by
        return n
    def get():
        return n
    return inc, get

inc, get = counter()
inc()
inc(5)
print(get(), inc())
inc2, get2 = counter()
print(inc2(), get(), get2())

def outer():
    x = "outer"
    def middle():
        def inner():
            nonlocal x
            x = "inner"
        inner()
        return x
    r = middle()
    return r, x
print(outer())

def accumulate(items):
    total = 0
    largest = None
    def add(v):
        nonlocal total, largest
        total = total + v
        if largest is None or v > largest:
            largest = v
    for v in items:
        add(v)
    return total, largest
print(accumulate([3, 9, 2]))

def swap():
    a, b = 1, 2
    def s():
        nonlocal a, b
        a, b = b, a
        for a in range(a, a + 2):
            pass
    s()
    return a, b
print(swap())

def defs():
    f = None
    def setf():
        nonlocal f
        def f():
            return "made"
    setf()
    return f()
print(defs())
# expect: 6 7
# expect: 1 7 1
# expect: ('inner', 'inner')
# expect: (14, 9)
# expect: (3, 1)
# expect: made

# Unwinding frees what it unwinds: suspended generators delegating to others, one raising
def inner():
    yield [1]
    yield [2]
def outer():
    x = [0]
    yield from inner()
def deep():
    yield from outer()
g = deep()
next(g)
h = deep()
def boom():
    yield from h
    yield 1 // 0
b = boom()
next(b)
next(b)
next(b)
next(b)
# expect runtime error: ZeroDivisionError: integer division or modulo by zero

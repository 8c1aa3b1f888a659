# __closure__ and co_freevars (names sorted, cells in that order), co_cellvars (captured parameters
# first) and co_varnames without the captured locals, as CPython lists them.
def make(n):
    a, b = 1, 2
    def inner(x):
        y = x + b + a
        return y + n
    def other():
        return b
    return inner
f = make(10)
print(f.__code__.co_freevars, [c.cell_contents for c in f.__closure__], f(1))
print(make.__code__.co_cellvars, make.__code__.co_varnames, make.__code__.co_nlocals, make.__closure__)

# expect: ('a', 'b', 'n') [1, 2, 10] 14
# expect: ('n', 'a', 'b') ('n', 'inner', 'other') 3 None

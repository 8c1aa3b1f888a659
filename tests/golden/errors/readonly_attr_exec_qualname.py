# Setting a builtin value's data attribute says 'not writable', a method 'read-only'; functions and
# classes that exec() defines are named as at module level.
for stmt in ["(1).real = 2", "(1).bit_length = 2", "'s'.upper = 1", "(1.5).imag = 0", "[].x = 1", "(1,).count = 0", "(2).numerator = 1"]:
    try:
        exec(stmt)
    except AttributeError as e:
        print(e)
# expect: attribute 'real' of 'int' objects is not writable
# expect: 'int' object attribute 'bit_length' is read-only
# expect: 'str' object attribute 'upper' is read-only
# expect: attribute 'imag' of 'float' objects is not writable
# expect: 'list' object has no attribute 'x'
# expect: 'tuple' object attribute 'count' is read-only
# expect: attribute 'numerator' of 'int' objects is not writable
def f(a, *, b): pass
try:
    exec("def g(x): pass\ng()")
except TypeError as e:
    print(e)
# expect: g() missing 1 required positional argument: 'x'
ns = {}
exec("def h(): pass\nclass K:\n    def m(self): pass", ns)
print(ns["h"].__qualname__, ns["K"].__qualname__, ns["K"].m.__qualname__)
# expect: h K K.m

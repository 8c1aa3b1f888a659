# Errors raised by builtins and by the VM itself are caught like any other.
def attempt(label, f):
    try:
        f()
        print(label, "ok")
    except Exception as e:
        print(label, type(e).__name__ + ":", e)

attempt("int", lambda: int("x1"))
attempt("float", lambda: float("abc"))
attempt("add", lambda: "a" + 1)
attempt("name", lambda: no_such_name)
attempt("attr", lambda: [].nope)
attempt("index", lambda: (1, 2)[5])
attempt("call", lambda: len(1, 2))
attempt("unpack", lambda: [a for a, b in [(1, 2, 3)]])
attempt("next", lambda: next(iter([])))
attempt("chr", lambda: chr(-1))
attempt("overflow", lambda: 10.0 ** 400)
attempt("mod", lambda: 5 % 0)

def unbound():
    if False:
        v = 1
    return v
attempt("unbound", unbound)

def recurse(n):
    return recurse(n + 1)
try:
    recurse(0)
except RecursionError as e:
    print("recursion:", e)

def check(x):
    assert x > 0, "x must be positive"
    return x
try:
    check(-1)
except AssertionError as e:
    print("assert:", e, e.args)
try:
    assert False
except AssertionError as e:
    print("bare assert:", repr(e))
# expect: int ValueError: invalid literal for int() with base 10: 'x1'
# expect: float ValueError: could not convert string to float: 'abc'
# expect: add TypeError: can only concatenate str (not "int") to str
# expect: name NameError: name 'no_such_name' is not defined
# expect: attr AttributeError: 'list' object has no attribute 'nope'
# expect: index IndexError: tuple index out of range
# expect: call TypeError: len() takes exactly one argument (2 given)
# expect: unpack ValueError: too many values to unpack (expected 2)
# expect: next StopIteration: 
# expect: chr ValueError: chr() arg not in range(0x110000)
# expect: overflow OverflowError: (34, 'Numerical result out of range')
# expect: mod ZeroDivisionError: integer modulo by zero
# expect: unbound UnboundLocalError: cannot access local variable 'v' where it is not associated with a value
# expect: recursion: maximum recursion depth exceeded
# expect: assert: x must be positive ('x must be positive',)
# expect: bare assert: AssertionError()

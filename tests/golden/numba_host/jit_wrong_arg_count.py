# A @jit dispatcher binds its arguments itself, with Numba's messages (its _dispatcher.c), in
# every mode: too many, not enough (at least, with defaults), a missing one, unknown keywords.
from numba import njit, jit

@njit
def add(a, b=1):
    return a + b

@jit(forceobj=True)
def ident(a):
    return a

@njit
def count(*args):
    return len(args)

print(add(1), add(1, 2), add(b=5, a=1), count(1, 2, 3))
for fn, args, kwargs in ((add, (), {}), (add, (1, 2, 3), {}), (ident, (), {}), (add, (1,), {'c': 2}),
                         (add, (), {'b': 2}), (add, (1,), {'a': 2})):
    try:
        fn(*args, **kwargs)
    except TypeError as e:
        print(e)
ident(1, 2)
# expect: 2 3 6 3
# expect: not enough arguments: expected at least 1, got 0
# expect: too many arguments: expected 2, got 3
# expect: not enough arguments: expected 1, got 0
# expect: some keyword arguments unexpected
# expect: missing argument 'a'
# expect: some keyword arguments unexpected
# expect runtime error: TypeError: too many arguments: expected 1, got 2

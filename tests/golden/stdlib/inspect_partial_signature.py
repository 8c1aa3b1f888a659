# inspect.signature of functools.partial objects: extra positional arguments go to *args, a
# keyword makes the later parameters keyword-only (dropping *args), and arguments the function
# cannot take are CPython's ValueError (a partial with *args extras was refused, one with a
# keyword kept *args after keyword-only parameters before).
import inspect, functools
def h(a, b=2, *args, c, **kw): pass
def g(a, /, b, *, c=1): pass
for p in [functools.partial(h, 1, 2, 3, c=4), functools.partial(h, x=1), functools.partial(h, 1, b=5),
          functools.partial(h, a=1), functools.partial(g, 1), functools.partial(g, b=3)]:
    print(inspect.signature(p))
for p in [functools.partial(g, 1, 2, 3), functools.partial(g, 1, a=2), functools.partial(g, d=1)]:
    try:
        inspect.signature(p)
    except ValueError as e:
        print(str(e).replace(hex(id(g)), "ADDR"))
# expect: (*args, c=4, **kw)
# expect: (a, b=2, *args, c, **kw)
# expect: (*, b=5, c, **kw)
# expect: (*, a=1, b=2, c, **kw)
# expect: (b, *, c=1)
# expect: (a, /, *, b=3, c=1)
# expect: partial object functools.partial(<function g at ADDR>, 1, 2, 3) has incorrect arguments
# expect: partial object functools.partial(<function g at ADDR>, 1, a=2) has incorrect arguments
# expect: partial object functools.partial(<function g at ADDR>, d=1) has incorrect arguments

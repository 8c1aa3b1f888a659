# repr of a partial lists the function, then its arguments.
from functools import partial
print(repr(partial(len)), repr(partial(max, 1, 2, key=abs)))
def g(x, y):
    return x
r = repr(partial(g, 'x', y=[1]))
print(r.startswith('functools.partial(<function g at '), r.endswith(">, 'x', y=[1])"))

# expect: functools.partial(<built-in function len>) functools.partial(<built-in function max>, 1, 2, key=<built-in function abs>)
# expect: True True

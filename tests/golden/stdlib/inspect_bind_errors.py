# Signature.bind's TypeErrors carry CPython's messages.
import inspect

def f(a, b, /, c, d=1, *, e): pass
def g(x, *args): pass
sig = inspect.signature(f)
for args, kwargs in [((1,), {}), ((1, 2, 3, 4, 5), {"e": 1}), ((1, 2, 3), {"c": 3, "e": 0}),
                     ((1, 2, 3), {}), ((1, 2, 3), {"e": 1, "zz": 2}), ((1,), {"b": 2, "c": 3, "e": 4}),
                     ((), {})]:
    try:
        print(sig.bind(*args, **kwargs))
    except TypeError as err:
        print("TypeError:", err)
print(inspect.signature(g).bind(1, 2, 3))
try:
    inspect.signature(g).bind(x=1, args=2)
except TypeError as err:
    print("TypeError:", err)
print(inspect.signature(f).bind_partial(1, 2))
inspect.signature(f).bind(1, 2, 3, 4, 5)
# expect: TypeError: missing a required argument: 'b'
# expect: TypeError: too many positional arguments
# expect: TypeError: multiple values for argument 'c'
# expect: TypeError: missing a required argument: 'e'
# expect: TypeError: got an unexpected keyword argument 'zz'
# expect: TypeError: 'b' parameter is positional only, but was passed as a keyword
# expect: TypeError: missing a required argument: 'a'
# expect: <BoundArguments (x=1, args=(2, 3))>
# expect: TypeError: got an unexpected keyword argument 'args'
# expect: <BoundArguments (a=1, b=2)>
# expect runtime error: TypeError: too many positional arguments

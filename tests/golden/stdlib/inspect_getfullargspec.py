# inspect.getfullargspec: the FullArgSpec of a function, a bound method (self kept), a class's
# __init__ ('return' first among the annotations); 'unsupported callable' for non-callables.
import inspect
def f(a, b=2, *args, c, d=4, **kw) -> int: pass
print(inspect.getfullargspec(f))
class K:
    def __init__(self, a, b=1): pass
    def m(self, x: int, *, y=1) -> None: pass
print(inspect.getfullargspec(K(1).m))
print(inspect.getfullargspec(K.m))
print(inspect.getfullargspec(lambda: 0))
print(inspect.getfullargspec(K))
def g(a, /, b): pass
spec = inspect.getfullargspec(g)
print(spec, spec.args, spec.defaults, type(spec).__name__, inspect.FullArgSpec._fields)
for bad in [5, "text"]:
    try:
        inspect.getfullargspec(bad)
    except TypeError as e:
        print("TypeError:", e)
def deco(fn):
    spec = inspect.getfullargspec(fn)
    def wrapper(*args):
        print(dict(zip(spec.args, args)))
        return fn(*args)
    return wrapper
@deco
def area(width, height): return width * height
print(area(3, 4))
# expect: FullArgSpec(args=['a', 'b'], varargs='args', varkw='kw', defaults=(2,), kwonlyargs=['c', 'd'], kwonlydefaults={'d': 4}, annotations={'return': <class 'int'>})
# expect: FullArgSpec(args=['self', 'x'], varargs=None, varkw=None, defaults=None, kwonlyargs=['y'], kwonlydefaults={'y': 1}, annotations={'return': None, 'x': <class 'int'>})
# expect: FullArgSpec(args=['self', 'x'], varargs=None, varkw=None, defaults=None, kwonlyargs=['y'], kwonlydefaults={'y': 1}, annotations={'return': None, 'x': <class 'int'>})
# expect: FullArgSpec(args=[], varargs=None, varkw=None, defaults=None, kwonlyargs=[], kwonlydefaults=None, annotations={})
# expect: FullArgSpec(args=['self', 'a', 'b'], varargs=None, varkw=None, defaults=(1,), kwonlyargs=[], kwonlydefaults=None, annotations={})
# expect: FullArgSpec(args=['a', 'b'], varargs=None, varkw=None, defaults=None, kwonlyargs=[], kwonlydefaults=None, annotations={}) ['a', 'b'] None FullArgSpec ('args', 'varargs', 'varkw', 'defaults', 'kwonlyargs', 'kwonlydefaults', 'annotations')
# expect: TypeError: unsupported callable
# expect: TypeError: unsupported callable
# expect: {'width': 3, 'height': 4}
# expect: 12

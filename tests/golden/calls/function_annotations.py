# f.__annotations__: the parameters' and the return's annotations, evaluated at the def.
def f(a: int, b: str = 'x', *args: float, c: 'list[int]' = None, d, **kw: dict) -> None:
    return a
print(f.__annotations__)
def g(x, y=1):
    pass
print(g.__annotations__)
g.__annotations__['x'] = int
print(g.__annotations__, g.__dict__)
def deco(fn):
    return fn
@deco
def h(n: int) -> 'Node':
    return n
print(h.__annotations__)
def outer():
    T = float
    def inner(p: T) -> T:
        return p
    return inner
print(outer().__annotations__, (lambda: 0).__annotations__)

# expect: {'a': <class 'int'>, 'b': <class 'str'>, 'args': <class 'float'>, 'c': 'list[int]', 'kw': <class 'dict'>, 'return': None}
# expect: {}
# expect: {'x': <class 'int'>} {}
# expect: {'n': <class 'int'>, 'return': 'Node'}
# expect: {'p': <class 'float'>, 'return': <class 'float'>} {}

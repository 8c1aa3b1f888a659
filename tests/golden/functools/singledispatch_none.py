# singledispatch falls back to the object implementation for None (type(None) is a class).
from functools import singledispatch
@singledispatch
def show(x):
    return f"object {x!r}"
@show.register
def _(x: int):
    return f"int {x}"
print(show(None), show(3), issubclass(type(None), object), issubclass(type(None), int))

# expect: object None int 3 True False

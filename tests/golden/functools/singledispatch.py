# singledispatch: register by annotation, by class, as a call; dispatch on the most derived
# registered class; its errors.
from functools import singledispatch
@singledispatch
def describe(x):
    return f"object {x!r}"
@describe.register
def _(x: int):
    return f"int {x}"
@describe.register(list)
def _(x):
    return f"list of {len(x)}"
describe.register(str, lambda x: f"str {x.upper()}")
class Base: pass
class Derived(Base): pass
@describe.register
def _(x: Base):
    return "a Base"
print(describe(3), describe([1, 2]), describe("hi"), describe(2.5), describe(True), describe(Derived()))
print(describe.__name__, describe.dispatch(bool) is describe.dispatch(int), len(describe.registry))
try:
    describe()
except TypeError as e:
    print(e)
try:
    @describe.register
    def _(x):
        return 0
except TypeError as e:
    print(str(e)[:45])
# expect: int 3 list of 2 str HI object 2.5 int True a Base
# expect: describe True 5
# expect: describe requires at least 1 positional argument
# expect: Invalid first argument to `register()`: <func

# Private names (`__x`, not `__x__`) in a class body and its methods are mangled to `_C__x`:
# attributes, class variables, methods and nested classes (whose __name__ stays `__Inner`);
# leading underscores of the class name are dropped; a class named only `_` mangles nothing.
class C:
    __count = 0
    def __helper(self, __x=1): return __x
    def run(self):
        C.__count += 1
        self.__v = 5
        return self.__helper(), self.__v, C.__count, self.__helper.__name__, self.__helper.__qualname__
    def __repr__(self): return "C()"
    class __Inner: pass
print(C().run(), sorted(k for k in vars(C) if "count" in k or "helper" in k or "Inner" in k), C._C__Inner.__name__)
c = C(); c.run(); print(vars(c))
class _Under:
    def __init__(self): self.__p = 1
print(vars(_Under()))
class ___:
    def __init__(self): self.__p = 1
print(vars(___()))
def outside(): return getattr(C(), "__v", "missing")
print(outside(), f"{C._C__count}")
class D(C):
    def peek(self):
        try:
            return self.__v
        except AttributeError as e:
            return str(e)
d = D(); d.run(); print(d.peek())
# expect: (1, 5, 1, '__helper', 'C.__helper') ['_C__Inner', '_C__count', '_C__helper'] __Inner
# expect: {'_C__v': 5}
# expect: {'_Under__p': 1}
# expect: {'__p': 1}
# expect: missing 2
# expect: 'D' object has no attribute '_D__v'

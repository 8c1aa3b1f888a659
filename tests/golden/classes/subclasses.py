# type.__subclasses__(): a class's live direct subclasses in creation order (a collected one
# leaves the list), as plugin registries use it.
class Base: pass
class A(Base): pass
class B(Base): pass
class C(A): pass
class D(A, B): pass
print(Base.__subclasses__(), A.__subclasses__(), C.__subclasses__(), B.__subclasses__())
# expect: [<class '__main__.A'>, <class '__main__.B'>] [<class '__main__.C'>, <class '__main__.D'>] [] [<class '__main__.D'>]
def tmp():
    class Temp(Base): pass
    return Temp.__name__
print(tmp())
# expect: Temp
import gc; gc.collect()
print(Base.__subclasses__())
# expect: [<class '__main__.A'>, <class '__main__.B'>]
def all_subclasses(cls):
    return set(cls.__subclasses__()).union(s for c in cls.__subclasses__() for s in all_subclasses(c))
print(sorted(c.__name__ for c in all_subclasses(Base)))
# expect: ['A', 'B', 'C', 'D']
class Plugin:
    pass
class CSV(Plugin):
    name = "csv"
class JSON(Plugin):
    name = "json"
print({p.name: p.__name__ for p in Plugin.__subclasses__()})
# expect: {'csv': 'CSV', 'json': 'JSON'}
print(type(Base.__subclasses__).__name__)
# expect: builtin_function_or_method

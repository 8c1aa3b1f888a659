# types: SimpleNamespace (keywords as attributes, namespace(...) repr, ==, vars, del, a
# subclass printing its own name) and the interpreter's classes that isinstance() takes
# (FunctionType, LambdaType, BuiltinFunctionType, MethodType, GeneratorType, ModuleType, NoneType).
import types
from types import SimpleNamespace
ns = SimpleNamespace(a=1, b="x")
ns.c = [1, 2]
print(ns, ns.a, vars(ns), ns == SimpleNamespace(a=1, b="x", c=[1, 2]), ns == SimpleNamespace())
# expect: namespace(a=1, b='x', c=[1, 2]) 1 {'a': 1, 'b': 'x', 'c': [1, 2]} True False
print(SimpleNamespace(), type(ns), isinstance(ns, SimpleNamespace))
# expect: namespace() <class 'types.SimpleNamespace'> True
class Cfg(SimpleNamespace):
    pass
print(Cfg(x=1))
# expect: Cfg(x=1)
del ns.a
print(ns, hasattr(ns, "a"))
# expect: namespace(b='x', c=[1, 2]) False
def f(): pass
print(isinstance(f, types.FunctionType), isinstance(lambda: 0, types.LambdaType), isinstance(len, types.BuiltinFunctionType), isinstance(print, types.FunctionType))
# expect: True True True False
class A:
    def m(self): pass
print(isinstance(A().m, types.MethodType), isinstance((x for x in ()), types.GeneratorType), isinstance(types, types.ModuleType), types.NoneType)
# expect: True True True <class 'NoneType'>

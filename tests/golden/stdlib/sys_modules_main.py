# sys.modules and the __main__ module: the program's globals seen as a module's attributes
import sys
import typing
import collections

x = 5
count: int = 3

def f(a: int) -> str:
    return str(a)

print('__main__' in sys.modules, 'sys' in sys.modules, 'collections' in sys.modules)
print(isinstance(sys.modules, dict), sys.modules['collections'] is collections)
m = sys.modules[__name__]
print(type(m), m.__name__, m.x, m.f(4))
import __main__
print(__main__ is m, __main__.x)

def g():
    mod = sys.modules['__main__']
    return mod.x, getattr(mod, 'f').__name__, hasattr(mod, 'nothing')

print(g())
m.x = 7
setattr(m, 'made', 42)
print(x, made)
print('f' in dir(m), 'made' in dir(m))
print(typing.get_type_hints(m))
print(typing.get_type_hints(f))
from __main__ import count as c
print(c)
sys.modules['fake_module'] = 'a string stands in'
import fake_module
print(fake_module)
import json
print(sys.modules['json'] is json)
m.nothing

# expect: True True True
# expect: True True
# expect: <class 'module'> __main__ 5 4
# expect: True 5
# expect: (5, 'f', False)
# expect: 7 42
# expect: True True
# expect: {'count': <class 'int'>}
# expect: {'a': <class 'int'>, 'return': <class 'str'>}
# expect: 3
# expect: a string stands in
# expect: True
# expect runtime error: AttributeError: module '__main__' has no attribute 'nothing'

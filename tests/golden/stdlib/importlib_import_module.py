# __import__ returns the package of a dotted name (the module itself with a fromlist);
# importlib.import_module returns the module named, with ImportError/ValueError/TypeError as CPython.
m = __import__('math')
print(m.sqrt(16))
p = __import__('os.path')
print(p.__name__)
q = __import__('os.path', fromlist=['join'])
print(q.join('a', 'b'))
import importlib
print(importlib.import_module('os.path').join('x', 'y'))
print(importlib.import_module('collections').Counter('aab'))
for bad in ['nosuchmod', '']:
    try:
        importlib.import_module(bad)
    except (ImportError, ValueError) as e:
        print(type(e).__name__, e)
try:
    importlib.import_module('.rel')
except TypeError as e:
    print(e)
# expect: 4.0
# expect: os
# expect: a/b
# expect: x/y
# expect: Counter({'a': 2, 'b': 1})
# expect: ModuleNotFoundError No module named 'nosuchmod'
# expect: ValueError Empty module name
# expect: the 'package' argument is required to perform a relative import for '.rel'

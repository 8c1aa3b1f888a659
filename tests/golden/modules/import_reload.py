# importlib.reload runs the module again in its own namespace and returns the same module
import importlib
from importlib import reload

import reload_mod

print(reload_mod.value(), reload_mod.runs)
reload_mod.VALUE = "changed"
reload_mod.extra = 1
print(reload_mod.value())
m = importlib.reload(reload_mod)
print(m is reload_mod, reload_mod.value(), reload_mod.extra)
print(reload(reload_mod).runs)
import math
print(reload(math) is math)
try:
    reload("reload_mod")
except TypeError as e:
    print(e)
# expect: v1 1
# expect: changed1
# expect: True v2 1
# expect: 3
# expect: True
# expect: reload() argument must be a module

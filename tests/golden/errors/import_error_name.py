# ImportError and ModuleNotFoundError carry the module's name (and path None), as CPython's import
for s in ['import nope_x', 'import math.x', 'import os.nope', 'from nope_y import z', 'import nope_z.sub',
          'from math import sqroot']:
    try:
        exec(s)
    except ImportError as e:
        print(type(e).__name__, "|", e, "|", e.name, e.path)
try:
    import tomllib_missing_for_test as fast
except ImportError as err:
    print("falling back:", err.name)
    fast = None
print(fast, issubclass(ModuleNotFoundError, ImportError))
import course_helpers_that_do_not_exist

# expect: ModuleNotFoundError | No module named 'nope_x' | nope_x None
# expect: ModuleNotFoundError | No module named 'math.x'; 'math' is not a package | math.x None
# expect: ModuleNotFoundError | No module named 'os.nope'; 'os' is not a package | os.nope None
# expect: ModuleNotFoundError | No module named 'nope_y' | nope_y None
# expect: ModuleNotFoundError | No module named 'nope_z' | nope_z None
# expect: ImportError | cannot import name 'sqroot' from 'math' (unknown location) | math None
# expect: falling back: tomllib_missing_for_test
# expect: None True
# expect runtime error: ModuleNotFoundError: No module named 'course_helpers_that_do_not_exist'

# A submodule of a plain module: its parent is not a package.
import math
try:
    import math.special
except ModuleNotFoundError as e:
    print(e)
# expect: No module named 'math.special'; 'math' is not a package

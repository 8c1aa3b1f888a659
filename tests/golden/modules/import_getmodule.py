# inspect.getmodule: the module of the program's and an imported module's objects
import inspect
import math

import getmod_helper
from getmod_helper import Box, area


def local():
    pass


class Local:
    pass


def name_of(obj):
    m = inspect.getmodule(obj)
    return None if m is None else m.__name__


for obj in [local, Local, Local(), area, Box, getmod_helper.box, getmod_helper, math,
            len, print, math.sqrt, int, Exception, 3, "text", [1], None]:
    print(name_of(obj))
print(inspect.getmodule(local) is __import__("__main__"))
print(inspect.getmodule(Box) is getmod_helper, inspect.getmodule(object=area) is getmod_helper)
print(inspect.getmodule(Box.__init__), inspect.getmodule([].append))
import numpy as np
print(name_of(np.zeros), name_of(np.ndarray), name_of(np.float64), name_of(np.zeros(2)))
# expect: __main__
# expect: __main__
# expect: __main__
# expect: getmod_helper
# expect: getmod_helper
# expect: getmod_helper
# expect: getmod_helper
# expect: math
# expect: builtins
# expect: builtins
# expect: math
# expect: builtins
# expect: builtins
# expect: None
# expect: None
# expect: None
# expect: None
# expect: True
# expect: True True
# expect: None None
# expect: numpy numpy numpy None

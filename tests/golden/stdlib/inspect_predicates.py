# The is* predicates on functions, methods, classes, generators, builtins and modules.
import inspect
import math

def gen():
    yield 1

def plain():
    return 1

class Box:
    def open(self):
        pass
    @staticmethod
    def make():
        pass

b = Box()
rows = [
    ("isfunction", inspect.isfunction, [plain, gen, lambda: 0, len, Box, Box.open, b.open]),
    ("ismethod", inspect.ismethod, [b.open, Box.open, plain, [].append]),
    ("isclass", inspect.isclass, [Box, int, b, plain, ValueError]),
    ("isgenerator", inspect.isgenerator, [gen(), gen, (x for x in "ab"), [1]]),
    ("isgeneratorfunction", inspect.isgeneratorfunction, [gen, plain, gen()]),
    ("isbuiltin", inspect.isbuiltin, [len, print, math.sqrt, plain, [].append]),
    ("isroutine", inspect.isroutine, [len, plain, b.open, Box.make, 3, Box]),
    ("ismodule", inspect.ismodule, [math, inspect, plain, "math"]),
]
for name, pred, objs in rows:
    print(name, [pred(o) for o in objs])
# expect: isfunction [True, True, True, False, False, True, False]
# expect: ismethod [True, False, False, False]
# expect: isclass [True, True, False, False, True]
# expect: isgenerator [True, False, True, False]
# expect: isgeneratorfunction [True, False, False]
# expect: isbuiltin [True, True, True, False, True]
# expect: isroutine [True, True, True, True, False, False]
# expect: ismodule [True, True, False, False]

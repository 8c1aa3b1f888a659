# `import helper` runs helper.py (beside the program) once, as a module named 'helper'
import os
import sys

import helper
import helper as h2
from helper import bump, scaled as sc, Point

here = os.path.dirname(os.path.abspath(__file__))
print(helper is h2, sys.modules["helper"] is helper)
print(helper.__name__, helper.__doc__)
print(helper.__file__ == os.path.join(here, "helper.py"))
print(repr(helper) == f"<module 'helper' from '{here}/helper.py'>")
print(bump(), bump(), helper.counter)
print(sc(3), helper.scaled_twice(3))
print(Point, Point(1, 2), Point.__module__, bump.__module__, Point.__qualname__)
print(dir(helper))
print(sorted(k for k in vars(helper) if not k.startswith("__")))
print(helper.__dict__ is vars(helper), helper.__dict__["SCALE"])
import helper
print(helper.counter)
# expect: helper loaded as helper
# expect: True True
# expect: helper A course's helper file.
# expect: True
# expect: True
# expect: 1 2 2
# expect: 6 12
# expect: <class 'helper.Point'> Point(1, 2) helper helper Point
# expect: ['Point', 'SCALE', '__builtins__', '__cached__', '__doc__', '__file__', '__loader__', '__name__', '__package__', '__spec__', '_private', 'bump', 'counter', 'divide', 'scaled', 'scaled_twice', 'uses_typo']
# expect: ['Point', 'SCALE', '_private', 'bump', 'counter', 'divide', 'scaled', 'scaled_twice', 'uses_typo']
# expect: True 2
# expect: 2

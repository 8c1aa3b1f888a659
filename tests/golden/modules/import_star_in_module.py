# `from m import *` in an imported module binds that module's globals, not the program's
import starinner

print(starinner.use(), starinner.NAMES[:6], "floor" in starinner.NAMES, "_private" in starinner.NAMES)
print("floor" in globals(), "scaled" in globals())
# expect: helper loaded as helper
# expect: (4, 2) ['Point', 'SCALE', 'acos', 'acosh', 'asin', 'asinh'] True False
# expect: False False

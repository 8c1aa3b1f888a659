# A missing submodule of a package (numpy.linalg is one in NumPy) against one of a plain module
# (os is a module; os.path is a module os sets)
try:
    import numpy.linalg.nope
except ModuleNotFoundError as e:
    print(e)
try:
    import os.nope
except ModuleNotFoundError as e:
    print(e)
try:
    import collections.nope
except ModuleNotFoundError as e:
    print(e)
# expect: No module named 'numpy.linalg.nope'
# expect: No module named 'os.nope'; 'os' is not a package
# expect: No module named 'collections.nope'

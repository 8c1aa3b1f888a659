# A star import of a module that does not exist fails when it runs, as CPython's does.
print("before")
from no_such_module import *
# expect: before
# expect runtime error: ModuleNotFoundError: No module named 'no_such_module'

# CPython 3.11 names the script by its path joined to the working directory (the runner starts
# it by its base name from its folder): __file__, co_filename, inspect, the traceback module and
# warnings all give that absolute path; sys.argv[0] stays as given.
import inspect
import os
import sys
import traceback
import warnings


def f():
    return sys._getframe().f_code.co_filename


here = os.getcwd() + "/" + os.path.basename(sys.argv[0])
print(sys.argv[0] == os.path.basename(sys.argv[0]), os.path.isabs(__file__), __file__ == here)
print(f.__code__.co_filename == here, f() == here, inspect.getfile(f) == here)
print(traceback.extract_stack()[-1].filename == here)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("recorded")
print(w[0].filename == here, w[0].lineno)
try:
    1 / 0
except ZeroDivisionError as e:
    print(traceback.format_exception(e)[1].startswith(f'  File "{here}", line 24, in <module>'))
print(compile("x", "rel.py", "eval").co_filename)
# expect: True True True
# expect: True True True
# expect: True
# expect: True 21
# expect: True
# expect: rel.py

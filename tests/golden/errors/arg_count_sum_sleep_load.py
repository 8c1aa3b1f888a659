# Wrong argument counts for sum (counted before binding), time.sleep (METH_O, named with its
# module) and json.load (a Python function's "missing ... 'fp'"), as CPython words them.
import json
import time

for call in ["sum()", "sum([1], 2, 3)", "sum(start=1)", "time.sleep()", "time.sleep(1, 2)", "json.load()"]:
    try:
        eval(call)
    except TypeError as e:
        print(e)
# expect: sum() takes at least 1 positional argument (0 given)
# expect: sum() takes at most 2 arguments (3 given)
# expect: sum() takes at least 1 positional argument (0 given)
# expect: time.sleep() takes exactly one argument (0 given)
# expect: time.sleep() takes exactly one argument (2 given)
# expect: load() missing 1 required positional argument: 'fp'

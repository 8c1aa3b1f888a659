# copy.deepcopy of tuples and instances nested 100,000 deep: RecursionError with the message
# CPython's copy.py gives for them (no "while calling a Python object").
import copy
t = ()
for _ in range(100000):
    t = (t,)
try:
    copy.deepcopy(t)
except RecursionError as e:
    print(e)
# expect: maximum recursion depth exceeded

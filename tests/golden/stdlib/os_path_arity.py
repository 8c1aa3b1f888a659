# os.path functions are Python functions in CPython: their messages for wrong calls.
import os
try:
    os.path.join()
except TypeError as e:
    print(e)
os.path.splitext("a", "b")

# expect: join() missing 1 required positional argument: 'a'
# expect runtime error: TypeError: splitext() takes 1 positional argument but 2 were given

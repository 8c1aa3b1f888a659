# copy and deepcopy are Python functions in CPython: their messages for wrong calls.
import copy
try:
    copy.copy()
except TypeError as e:
    print(e)
copy.deepcopy()

# expect: copy() missing 1 required positional argument: 'x'
# expect runtime error: TypeError: deepcopy() missing 1 required positional argument: 'x'

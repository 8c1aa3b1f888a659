# weakref.ref() with no object: CPython's "at least 1 argument" (the message said "at most").
import weakref
try:
    weakref.ref()
except TypeError as e:
    print(e)
try:
    weakref.ref(1, 2, 3)
except TypeError as e:
    print(e)
# expect: __new__ expected at least 1 argument, got 0
# expect: __new__ expected at most 2 arguments, got 3

# An error in formatting an f-string's value (its __format__ or __str__ raising, an unknown format
# code) has carets under the whole string expression, as CPython 3.11 places every replacement
# field there.
import traceback

class Bad:
    def __format__(self, spec):
        raise TypeError("no format " + spec)

def show(x):
    return f"value: {x:>5} end"

try:
    show(Bad())
except TypeError:
    print(traceback.format_exc().splitlines()[5])
width = 3
label = ("pre" f"a {'abc':{width}d} b"
         f"{width!r}")
# expect:            ^^^^^^^^^^^^^^^^^^^^
# expect stderr:     label = ("pre" f"a {'abc':{width}d} b"
# expect stderr:              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect runtime error: ValueError: Unknown format code 'd' for object of type 'str'

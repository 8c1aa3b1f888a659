# format_exception gives a list: the header, one string per frame, the exception line.
import re, traceback
def clean(s):
    return re.sub(r'File "[^"]*/', 'File "', s)
def inner(xs):
    return xs[10]
def outer():
    return inner([1, 2])
try:
    outer()
except IndexError as e:
    parts = traceback.format_exception(e)
    print(len(parts))
    for p in parts:
        print(repr(clean(p)))
    print(traceback.format_exception_only(e))
    print(traceback.format_exception_only(type(e), e))
    print([clean(t) for t in traceback.format_tb(e.__traceback__)])
    print(clean("".join(traceback.format_exception(e, limit=1))), end="")
    print(clean("".join(traceback.format_exception(e, limit=-1))), end="")
    print(traceback.format_exception(e, limit=0))

# expect: 5
# expect: 'Traceback (most recent call last):\n'
# expect: '  File "traceback_pieces.py", line 10, in <module>\n    outer()\n'
# expect: '  File "traceback_pieces.py", line 8, in outer\n    return inner([1, 2])\n           ^^^^^^^^^^^^^\n'
# expect: '  File "traceback_pieces.py", line 6, in inner\n    return xs[10]\n           ~~^^^^\n'
# expect: 'IndexError: list index out of range\n'
# expect: ['IndexError: list index out of range\n']
# expect: ['IndexError: list index out of range\n']
# expect: ['  File "traceback_pieces.py", line 10, in <module>\n    outer()\n', '  File "traceback_pieces.py", line 8, in outer\n    return inner([1, 2])\n           ^^^^^^^^^^^^^\n', '  File "traceback_pieces.py", line 6, in inner\n    return xs[10]\n           ~~^^^^\n']
# expect: Traceback (most recent call last):
# expect:   File "traceback_pieces.py", line 10, in <module>
# expect:     outer()
# expect: IndexError: list index out of range
# expect: Traceback (most recent call last):
# expect:   File "traceback_pieces.py", line 6, in inner
# expect:     return xs[10]
# expect:            ~~^^^^
# expect: IndexError: list index out of range
# expect: ['IndexError: list index out of range\n']

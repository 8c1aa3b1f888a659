# sys.exception() (3.11): the exception being handled, None outside a handler, the inner one in
# a nested handler and the outer one again after it.
import sys
print(sys.exception())
try:
    1 / 0
except ZeroDivisionError:
    e = sys.exception()
    print(type(e).__name__, e, e is sys.exc_info()[1])
    try:
        int("x")
    except ValueError:
        print(repr(sys.exception()))
    print(repr(sys.exception()))
print(sys.exception(), sys.exc_info())
def handler():
    return sys.exception()
try:
    raise KeyError("k")
except KeyError:
    print(repr(handler()))
try:
    sys.exception(1)
except TypeError as e:
    print("TypeError:", e)
# expect: None
# expect: ZeroDivisionError division by zero True
# expect: ValueError("invalid literal for int() with base 10: 'x'")
# expect: ZeroDivisionError('division by zero')
# expect: None (None, None, None)
# expect: KeyError('k')
# expect: TypeError: sys.exception() takes no arguments (1 given)

# sys._getframe past the outermost frame: CPython's ValueError.
import sys


def f():
    return sys._getframe(1).f_code.co_name


print(f())
sys._getframe(3)
# expect: <module>
# expect runtime error: ValueError: call stack is not deep enough

# os.strerror: the C library's message for an error number, CPython's argument errors.
import os
print(os.strerror(9999), os.strerror(0), os.strerror(-1), os.strerror(2))
for a in [('x',), (1.5,), ()]:
    try:
        os.strerror(*a)
    except TypeError as e:
        print(e)
for v in [2**40, 2**70]:
    try:
        os.strerror(v)
    except OverflowError as e:
        print(e)
# expect: Unknown error 9999 Success Unknown error -1 No such file or directory
# expect: 'str' object cannot be interpreted as an integer
# expect: 'float' object cannot be interpreted as an integer
# expect: posix.strerror() takes exactly one argument (0 given)
# expect: Python int too large to convert to C int
# expect: Python int too large to convert to C int

# format_exc inside a handler gives the traceback as the uncaught exception would print it.
# (File names are cut to their last part: CPython prints the script's absolute path.)
import re, traceback
def clean(s):
    return re.sub(r'File "[^"]*/', 'File "', s)
def divide(a, b):
    return a / b
try:
    divide(1, 0)
except ZeroDivisionError:
    print(clean(traceback.format_exc()), end="")
print(repr(traceback.format_exc()))

# expect: Traceback (most recent call last):
# expect:   File "traceback_format_exc.py", line 9, in <module>
# expect:     divide(1, 0)
# expect:   File "traceback_format_exc.py", line 7, in divide
# expect:     return a / b
# expect:            ~~^~~
# expect: ZeroDivisionError: division by zero
# expect: 'NoneType: None\n'

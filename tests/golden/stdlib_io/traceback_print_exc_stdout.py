# print_exc(file=...) writes the same text to the file; print_exc() goes to sys.stderr.
import io, re, sys, traceback
from contextlib import redirect_stderr
def clean(s):
    return re.sub(r'File "[^"]*/', 'File "', s)
try:
    {}["missing"]
except KeyError:
    buf = io.StringIO()
    traceback.print_exc(file=buf)
    err = io.StringIO()
    with redirect_stderr(err):
        traceback.print_exc()
print(clean(buf.getvalue()), end="")
print(buf.getvalue() == err.getvalue())

# expect: Traceback (most recent call last):
# expect:   File "traceback_print_exc_stdout.py", line 7, in <module>
# expect:     {}["missing"]
# expect:     ~~^^^^^^^^^^^
# expect: KeyError: 'missing'
# expect: True

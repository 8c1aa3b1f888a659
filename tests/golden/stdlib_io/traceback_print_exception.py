# print_exception(e) of an exception caught earlier, with file=sys.stdout.
import re, sys, traceback, io
def check(age):
    if age < 0:
        raise ValueError(f"age must be >= 0, got {age}")
errors = []
for a in [3, -1]:
    try:
        check(a)
    except ValueError as e:
        errors.append(e)
buf = io.StringIO()
for e in errors:
    traceback.print_exception(e, file=buf)
print(re.sub(r'File "[^"]*/', 'File "', buf.getvalue()), end="")

# expect: Traceback (most recent call last):
# expect:   File "traceback_print_exception.py", line 9, in <module>
# expect:     check(a)
# expect:   File "traceback_print_exception.py", line 5, in check
# expect:     raise ValueError(f"age must be >= 0, got {age}")
# expect: ValueError: age must be >= 0, got -1

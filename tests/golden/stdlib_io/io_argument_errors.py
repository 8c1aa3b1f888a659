# StringIO and BytesIO argument errors, with CPython's messages.
import io
def attempt(code):
    try:
        eval(code)
        print(code, "ok")
    except Exception as e:
        print(code, "->", type(e).__name__, e)
for code in ["io.StringIO(newline=3)", "io.BytesIO(1, 2)", "io.BytesIO(x=1)", "io.BytesIO('text')",
             "io.BytesIO().truncate(-1)", "io.BytesIO().seek(0, 3)", "io.StringIO().seek('a')",
             "io.StringIO().writelines([1])", "io.StringIO().writelines(5)", "io.StringIO().readline(2.0)",
             "io.StringIO().readlines('a')", "io.StringIO().truncate('a')", "io.BytesIO().read('a')",
             "io.StringIO().read(1, 2)", "io.StringIO().seek()", "io.BytesIO().tell(1)"]:
    attempt(code)

# expect: io.StringIO(newline=3) -> TypeError newline must be str or None, not int
# expect: io.BytesIO(1, 2) -> TypeError BytesIO() takes at most 1 argument (2 given)
# expect: io.BytesIO(x=1) -> TypeError 'x' is an invalid keyword argument for BytesIO()
# expect: io.BytesIO('text') -> TypeError a bytes-like object is required, not 'str'
# expect: io.BytesIO().truncate(-1) -> ValueError negative size value -1
# expect: io.BytesIO().seek(0, 3) -> ValueError invalid whence (3, should be 0, 1 or 2)
# expect: io.StringIO().seek('a') -> TypeError 'str' object cannot be interpreted as an integer
# expect: io.StringIO().writelines([1]) -> TypeError string argument expected, got 'int'
# expect: io.StringIO().writelines(5) -> TypeError 'int' object is not iterable
# expect: io.StringIO().readline(2.0) -> TypeError argument should be integer or None, not 'float'
# expect: io.StringIO().readlines('a') -> TypeError argument should be integer or None, not 'str'
# expect: io.StringIO().truncate('a') -> TypeError argument should be integer or None, not 'str'
# expect: io.BytesIO().read('a') -> TypeError argument should be integer or None, not 'str'
# expect: io.StringIO().read(1, 2) -> TypeError read expected at most 1 argument, got 2
# expect: io.StringIO().seek() -> TypeError seek expected at least 1 argument, got 0
# expect: io.BytesIO().tell(1) -> TypeError BytesIO.tell() takes no arguments (1 given)

# An exception the generator does not catch leaves the with statement; finally still runs.
from contextlib import contextmanager
@contextmanager
def resource():
    print("open")
    try:
        yield "r"
    finally:
        print("close")
try:
    with resource() as r:
        raise KeyError(r)
except KeyError as e:
    print("outside:", repr(e))
with resource():
    raise ValueError("boom")

# expect: open
# expect: close
# expect: outside: KeyError('r')
# expect: open
# expect: close
# expect runtime error: ValueError: boom

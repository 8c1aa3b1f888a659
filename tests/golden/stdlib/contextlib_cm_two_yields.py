# A generator that yields twice.
from contextlib import contextmanager
@contextmanager
def twice():
    yield 1
    yield 2
with twice() as v:
    print(v)

# expect: 1
# expect runtime error: RuntimeError: generator didn't stop

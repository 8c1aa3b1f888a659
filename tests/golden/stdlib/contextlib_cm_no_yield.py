# A generator that never yields.
from contextlib import contextmanager
@contextmanager
def empty():
    if False:
        yield
with empty():
    pass

# expect runtime error: RuntimeError: generator didn't yield

# An exception in the body is thrown into the generator; catching it suppresses it.
from contextlib import contextmanager
@contextmanager
def catching():
    try:
        yield
    except ZeroDivisionError as e:
        print("caught:", e)
with catching():
    print(1 / 0)
print("after")

# expect: caught: division by zero
# expect: after

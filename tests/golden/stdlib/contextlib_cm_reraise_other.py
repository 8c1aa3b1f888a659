# The generator may turn the body's exception into another one.
from contextlib import contextmanager
@contextmanager
def translate():
    try:
        yield
    except KeyError as e:
        raise LookupError(f"missing {e}") from e
try:
    with translate():
        {}["x"]
except LookupError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)

# expect: LookupError missing 'x' KeyError

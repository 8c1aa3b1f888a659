# An exception the contextmanager's generator lets through keeps its own traceback: no
# frame of the generator (CPython's __exit__ puts the traceback back).
import traceback
from contextlib import contextmanager
@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name
    finally:
        print(f"</{name}>")
try:
    with tag("b"):
        raise RuntimeError("inside the block")
except RuntimeError as e:
    print([f.name for f in traceback.extract_tb(e.__traceback__)])
with tag("c"):
    raise RuntimeError("uncaught")

# expect: <b>
# expect: </b>
# expect: ['<module>']
# expect: <c>
# expect: </c>
# expect runtime error: RuntimeError: uncaught

# contextmanager: code before yield runs on entry, the yielded value is bound by `as`, finally on exit.
from contextlib import contextmanager
@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    finally:
        print(f"</{name}>")
with tag("b") as t:
    print("body", t)
with tag("i"):
    with tag("u"):
        print("nested")

# expect: <b>
# expect: body B
# expect: </b>
# expect: <i>
# expect: <u>
# expect: nested
# expect: </u>
# expect: </i>

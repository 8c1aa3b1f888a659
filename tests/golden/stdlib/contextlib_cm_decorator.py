# A @contextmanager manager decorates a function: each call runs in a fresh generator made
# from the same arguments; a suppressed exception makes the call return None.
import contextlib

@contextlib.contextmanager
def tag(name, end="/"):
    print(f"<{name}>")
    try:
        yield name
    except KeyError as e:
        print("swallowed", e)
    finally:
        print(f"<{end}{name}>")

@tag("p", end="\\")
def body(x):
    print("body", x)
    if x < 0:
        raise KeyError(x)
    return x * 2

print(body(3))
print(body(-1))
print(body(4))
try:
    contextlib.suppress(KeyError)(body)
except TypeError as e:
    print(e)
# expect: <p>
# expect: body 3
# expect: <\p>
# expect: 6
# expect: <p>
# expect: body -1
# expect: swallowed -1
# expect: <\p>
# expect: None
# expect: <p>
# expect: body 4
# expect: <\p>
# expect: 8
# expect: 'suppress' object is not callable

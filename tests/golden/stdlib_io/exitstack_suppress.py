# An exit function answering true suppresses the exception; later ones see None.
from contextlib import ExitStack
def seen(t, v, tb):
    print("seen", t, v)
with ExitStack() as stack:
    stack.push(seen)
    stack.push(lambda t, v, tb: True)
    stack.push(seen)
    raise KeyError("k")
print("suppressed")

# expect: seen <class 'KeyError'> 'k'
# expect: seen None None
# expect: suppressed

# nullcontext gives back its argument; closing calls close() on exit.
from contextlib import nullcontext, closing
with nullcontext() as a, nullcontext(42) as b:
    print(a, b)
class Conn:
    def close(self):
        print("closed")
with closing(Conn()) as c:
    print(type(c).__name__)

# expect: None 42
# expect: Conn
# expect: closed

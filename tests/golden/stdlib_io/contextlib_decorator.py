# contextlib.ContextDecorator: an instance decorates a function; each call runs inside
# 'with self._recreate_cm():' (a true __exit__ suppresses the exception: the call returns None)
import contextlib
from contextlib import ContextDecorator
class Dec(ContextDecorator):
    def __init__(self, name): self.name = name
    def __enter__(self): print("enter", self.name); return self
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        return et is KeyError
@Dec("a")
def work(x, y=2):
    print("working", x, y)
    return x * y
print(work(3), work(2, y=5))
@Dec("b")
def bad(k):
    return {}[k]
print(bad("z"))
with Dec("c") as d:
    print("as with", d.name)
@Dec("d")
def fails():
    raise ValueError("boom")
try:
    fails()
except ValueError as e:
    print("propagated", e, type(e.__traceback__).__name__)
print(issubclass(Dec, ContextDecorator), ContextDecorator.__module__)
class Counting(ContextDecorator):
    n = 0
    def __enter__(self): Counting.n += 1
    def __exit__(self, *exc): return False
@Counting()
def f(): return "f"
print(f(), f(), Counting.n)
print(contextlib.AbstractContextManager.__module__)
fails()

# expect: enter a
# expect: working 3 2
# expect: exit a None None
# expect: enter a
# expect: working 2 5
# expect: exit a None None
# expect: 6 10
# expect: enter b
# expect: exit b KeyError 'z'
# expect: None
# expect: enter c
# expect: as with c
# expect: exit c None None
# expect: enter d
# expect: exit d ValueError boom
# expect: propagated boom traceback
# expect: True contextlib
# expect: f f 2
# expect: contextlib
# expect: enter d
# expect: exit d ValueError boom
# expect runtime error: ValueError: boom

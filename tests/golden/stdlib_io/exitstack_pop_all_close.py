# pop_all moves the callbacks to a new stack; close() runs them now.
from contextlib import ExitStack
with ExitStack() as stack:
    stack.callback(print, "one")
    stack.callback(print, "two")
    moved = stack.pop_all()
print("left the with")
moved.close()
moved.close()
print("closed", isinstance(moved, ExitStack))
class Res:
    def __exit__(self, *a): print("Res exit", a)
s = ExitStack()
print(s.push(Res()).__class__.__name__)
s.close()

# expect: left the with
# expect: two
# expect: one
# expect: closed True
# expect: Res
# expect: Res exit (None, None, None)

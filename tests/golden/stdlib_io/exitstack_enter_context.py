# ExitStack exits the managers it entered in reverse order; callback gets its arguments.
from contextlib import ExitStack
class CM:
    def __init__(self, n): self.n = n
    def __enter__(self):
        print("enter", self.n)
        return self.n * 10
    def __exit__(self, t, v, tb):
        print("exit", self.n, t)
        return False
with ExitStack() as stack:
    vals = [stack.enter_context(CM(i)) for i in range(3)]
    print(vals)
    stack.callback(print, "callback", 1, end="!\n")
print("done", type(stack).__name__)

# expect: enter 0
# expect: enter 1
# expect: enter 2
# expect: [0, 10, 20]
# expect: callback 1!
# expect: exit 2 None
# expect: exit 1 None
# expect: exit 0 None
# expect: done ExitStack

# sys.stdout and sys.stderr replaced by io subclasses: a StringIO whose write rewrites the
# text, a TextIOBase tee writing to two streams; print() and sys.stdout.write go through them.
import io, sys
from contextlib import redirect_stderr
class Cap(io.StringIO):
    def write(self, s):
        return super().write(s.replace("a", "@"))
old = sys.stdout
sys.stdout = c = Cap()
print("banana")
sys.stdout.write("abc\n")
sys.stdout = old
print(repr(c.getvalue()))
with redirect_stderr(Cap()) as e:
    print("alpha", file=sys.stderr, flush=True)
print(repr(e.getvalue()))
class Tee(io.TextIOBase):
    def __init__(self, *targets): self.targets = targets
    def write(self, s):
        for t in self.targets: t.write(s)
        return len(s)
    def flush(self):
        for t in self.targets: t.flush()
buf = io.StringIO()
sys.stdout = Tee(old, buf)
print("both", 1)
sys.stdout = old
print(repr(buf.getvalue()))

# expect: 'b@n@n@\n@bc\n'
# expect: '@lph@\n'
# expect: both 1
# expect: 'both 1\n'

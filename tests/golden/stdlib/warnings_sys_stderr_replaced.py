# warnings go to the program's sys.stderr when it replaced it (CPython's showwarning writes to
# sys.stderr)
import io
import sys
import warnings

buf = io.StringIO()
saved = sys.stderr
sys.stderr = buf
warnings.warn("into the buffer", RuntimeWarning)
sys.stderr = saved
print(buf.getvalue().replace(__file__, "PROG"), end="")
class Collect:
    def __init__(self):
        self.parts = []
    def write(self, text):
        self.parts.append(text)
c = Collect()
sys.stderr = c
warnings.warn("collected", UserWarning)
sys.stderr = saved
print(len(c.parts), c.parts[0].replace(__file__, "PROG"), end="")

# expect: PROG:10: RuntimeWarning: into the buffer
# expect:   warnings.warn("into the buffer", RuntimeWarning)
# expect: 1 PROG:20: UserWarning: collected
# expect:   warnings.warn("collected", UserWarning)

# redirect_stdout sends print() and sys.stdout.write to the target; `as` gives the target.
import io, sys
from contextlib import redirect_stdout
buf = io.StringIO()
with redirect_stdout(buf) as f:
    print("hello", 1, 2, sep="-")
    sys.stdout.write("direct\n")
print(repr(buf.getvalue()), f is buf, sys.stdout is sys.__stdout__)

# expect: 'hello-1-2\ndirect\n' True True

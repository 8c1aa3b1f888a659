# redirect_stderr captures what is written to sys.stderr.
import io, sys
from contextlib import redirect_stderr
err = io.StringIO()
with redirect_stderr(err):
    print("to err", file=sys.stderr)
    sys.stderr.write("more\n")
    print("to out")
print(repr(err.getvalue()), type(redirect_stderr(err)).__name__)

# expect: to out
# expect: 'to err\nmore\n' redirect_stderr

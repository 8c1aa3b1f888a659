# The old stdout comes back when the body raises, and the exception goes on.
import io, sys
from contextlib import redirect_stdout
buf = io.StringIO()
try:
    with redirect_stdout(buf):
        print("before")
        raise ValueError("boom")
except ValueError as e:
    print("caught", e, sys.stdout is sys.__stdout__, repr(buf.getvalue()))

# expect: caught boom True 'before\n'

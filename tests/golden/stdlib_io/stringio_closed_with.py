# Entering a closed StringIO with `with` fails.
import io
s = io.StringIO()
s.close()
with s:
    pass

# expect runtime error: ValueError: I/O operation on closed file.

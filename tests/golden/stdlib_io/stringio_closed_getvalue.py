# getvalue() of a closed StringIO raises ValueError.
import io
s = io.StringIO()
s.write("x")
s.close()
s.getvalue()

# expect runtime error: ValueError: I/O operation on closed file

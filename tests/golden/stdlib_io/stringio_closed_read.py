# Reading a closed StringIO raises ValueError.
import io
s = io.StringIO("x")
s.close()
s.read()

# expect runtime error: ValueError: I/O operation on closed file

# read's size must be an int or None.
import io
s = io.StringIO("abc")
print(s.read(None))
s.read("2")

# expect: abc
# expect runtime error: TypeError: argument should be integer or None, not 'str'

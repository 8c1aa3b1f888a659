# StringIO.write takes str only.
import io
io.StringIO().write(42)

# expect runtime error: TypeError: string argument expected, got 'int'

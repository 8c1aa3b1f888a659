# Unknown keyword arguments to StringIO() are refused with CPython's message.
import io
io.StringIO(value="x")

# expect runtime error: TypeError: 'value' is an invalid keyword argument for StringIO()

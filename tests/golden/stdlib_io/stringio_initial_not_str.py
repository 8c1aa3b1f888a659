# The initial value must be str or None.
import io
io.StringIO(b"bytes")

# expect runtime error: TypeError: initial_value must be str or None, not bytes

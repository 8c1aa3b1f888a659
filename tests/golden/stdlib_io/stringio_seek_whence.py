# whence must be 0, 1 or 2.
import io
io.StringIO("abc").seek(0, 3)

# expect runtime error: ValueError: Invalid whence (3, should be 0, 1 or 2)

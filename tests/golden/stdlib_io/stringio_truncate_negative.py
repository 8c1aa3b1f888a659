# truncate refuses a negative size.
import io
io.StringIO("abc").truncate(-1)

# expect runtime error: ValueError: Negative size value -1

# A negative absolute position is a ValueError.
import io
io.StringIO("abc").seek(-1)

# expect runtime error: ValueError: Negative seek position -1

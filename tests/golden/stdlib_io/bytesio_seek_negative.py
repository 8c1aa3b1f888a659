# BytesIO's message for a negative absolute seek.
import io
io.BytesIO().seek(-3)

# expect runtime error: ValueError: negative seek value -3

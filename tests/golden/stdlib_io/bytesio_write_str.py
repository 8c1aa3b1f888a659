# BytesIO.write takes bytes-like objects only.
import io
io.BytesIO().write("text")

# expect runtime error: TypeError: a bytes-like object is required, not 'str'

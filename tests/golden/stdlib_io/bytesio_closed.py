# A closed BytesIO says "I/O operation on closed file." with the full stop.
import io
b = io.BytesIO(b"x")
b.close()
b.getvalue()

# expect runtime error: ValueError: I/O operation on closed file.

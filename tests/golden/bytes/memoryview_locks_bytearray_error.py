# Appending to a bytearray while a memoryview of it exists: CPython's BufferError.
data = bytearray(b"xyz")
view = memoryview(data)
data.append(0)
# expect runtime error: BufferError: Existing exports of data: object cannot be re-sized

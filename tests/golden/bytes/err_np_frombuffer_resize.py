# a bytearray shared with np.frombuffer cannot grow while the array lives
import numpy as np
buf = bytearray(b"\x01\x00\x02\x00")
a = np.frombuffer(buf, dtype=np.int16)
a[1] = -3
print(a, buf)
buf += b"\x00"

# expect: [ 1 -3] bytearray(b'\x01\x00\xfd\xff')
# expect runtime error: BufferError: Existing exports of data: object cannot be re-sized

# bytes(a) and bytearray(a): the items in C order, strided arrays too.
import numpy as np
a = np.arange(6, dtype=np.int32).reshape(2, 3)
print(bytes(a))
print(bytes(a[:, ::2]))
print(bytearray(np.array([1, 2], dtype=np.uint8)))

# expect: b'\x00\x00\x00\x00\x01\x00\x00\x00\x02\x00\x00\x00\x03\x00\x00\x00\x04\x00\x00\x00\x05\x00\x00\x00'
# expect: b'\x00\x00\x00\x00\x02\x00\x00\x00\x03\x00\x00\x00\x05\x00\x00\x00'
# expect: bytearray(b'\x01\x02')

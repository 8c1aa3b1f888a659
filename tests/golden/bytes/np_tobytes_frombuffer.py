import numpy as np
a = np.array([1.5, 2.0, -3.25])
b = a.tobytes()
print(len(b), type(b))
c = np.frombuffer(b, dtype=np.float64)
print(c, c.dtype)
print(np.frombuffer(b'\x01\x02\x03\x04', dtype=np.uint8), np.frombuffer(b'\x01\x00\x02\x00', dtype=np.int16))
print(np.frombuffer(b'\x01\x02\x03\x04', dtype=np.uint8, count=2, offset=1))
print(np.arange(6, dtype=np.int32).reshape(2, 3).T.tobytes())
print(np.frombuffer(bytearray(8), dtype=np.int32), np.frombuffer(b''+b'', dtype=np.int8).shape)
x = np.frombuffer(b'\x01\x02', dtype=np.uint8)
print(x.flags.writeable)
# expect: 24 <class 'bytes'>
# expect: [ 1.5   2.   -3.25] float64
# expect: [1 2 3 4] [1 2]
# expect: [2 3]
# expect: b'\x00\x00\x00\x00\x03\x00\x00\x00\x01\x00\x00\x00\x04\x00\x00\x00\x02\x00\x00\x00\x05\x00\x00\x00'
# expect: [0 0] (0,)
# expect: False

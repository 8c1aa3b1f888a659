# memoryview(a) and a.data: format, itemsize, shape, strides, tolist, tobytes, cast, writes through; np.frombuffer of them.
import numpy as np
a = np.arange(6, dtype=np.int32).reshape(2, 3)
m = memoryview(a)
print(m.format, m.itemsize, m.shape, m.strides, m.ndim, m.nbytes, m.readonly, m.c_contiguous, m.contiguous)
print(m.tolist())
print(m.tobytes())
print(m[1, 2], m[0].tolist() if False else '')
d = a.data
print(type(d).__name__, d.format, d.shape, d.nbytes)
print(bytes(a))
print(np.frombuffer(m, dtype=np.int32))
print(np.frombuffer(a.data, dtype=np.int16)[:4])
f = np.array([1.5, 2.5])
mf = memoryview(f)
print(mf.format, mf.tolist(), mf[0], len(mf))
c = mf.cast('B')
print(c.format, c.shape, len(c.tolist()))
b = np.array([True, False])
print(memoryview(b).format, memoryview(b).tolist())
u = np.array([1, 2], dtype=np.uint8)
mu = memoryview(u)
mu[0] = 9
print(u, mu.hex())
print(memoryview(np.arange(4.0)[::2]).strides, memoryview(np.arange(4.0)[::2]).tolist())
r = np.arange(3)
r.flags.writeable = False
print(memoryview(r).readonly)
print(memoryview(np.arange(10, dtype=np.int64))[2:5].tolist())
print(memoryview(np.array([1+2j])).format, memoryview(np.array([1], dtype=np.float16)).format)
print(memoryview(np.zeros((2,2), dtype=np.float32)).cast('B').cast('f', (4,)).tolist())

# expect: i 4 (2, 3) (12, 4) 2 24 False True True
# expect: [[0, 1, 2], [3, 4, 5]]
# expect: b'\x00\x00\x00\x00\x01\x00\x00\x00\x02\x00\x00\x00\x03\x00\x00\x00\x04\x00\x00\x00\x05\x00\x00\x00'
# expect: 5 
# expect: memoryview i (2, 3) 24
# expect: b'\x00\x00\x00\x00\x01\x00\x00\x00\x02\x00\x00\x00\x03\x00\x00\x00\x04\x00\x00\x00\x05\x00\x00\x00'
# expect: [0 1 2 3 4 5]
# expect: [0 0 1 0]
# expect: d [1.5, 2.5] 1.5 2
# expect: B (16,) 16
# expect: ? [True, False]
# expect: [9 2] 0902
# expect: (16,) [0.0, 2.0]
# expect: True
# expect: [2, 3, 4]
# expect: Zd e
# expect: [0.0, 0.0, 0.0, 0.0]

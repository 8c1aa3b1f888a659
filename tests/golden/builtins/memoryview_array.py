# memoryview over array.array: the array's format and item size, writes into the array, cast
# to bytes and back, a 2-D cast with tolist, and NumPy reading the view.
from array import array
import numpy as np

a = array("i", [1, 2, 3, 4])
ma = memoryview(a)
print(ma.format, ma.itemsize, ma.nbytes, ma.tolist(), ma[1], ma.shape, ma.strides)
ma[0] = 100
print(a)
c = ma.cast("B")
print(c.format, len(c), c.tolist()[:8], c.shape)
d = memoryview(bytes(range(8))).cast("i")
print(d.tolist(), d.format)
e = memoryview(bytes(range(8))).cast("B", (2, 4))
print(e.shape, e.ndim, e.tolist(), e.strides, e.nbytes)
f = memoryview(array("d", [1.5, 2.5]))
print(f.tolist(), f[0], f.format, f.cast("B").cast("d").tolist())
print(np.frombuffer(memoryview(b"\x01\x00\x02\x00"), dtype=np.int16), np.array(f), np.array(e))
# expect: i 4 16 [1, 2, 3, 4] 2 (4,) (4,)
# expect: array('i', [100, 2, 3, 4])
# expect: B 16 [100, 0, 0, 0, 2, 0, 0, 0] (16,)
# expect: [50462976, 117835012] i
# expect: (2, 4) 2 [[0, 1, 2, 3], [4, 5, 6, 7]] (4, 1) 8
# expect: [1.5, 2.5] 1.5 d [1.5, 2.5]
# expect: [1 2] [1.5 2.5] [[0 1 2 3]
# expect:  [4 5 6 7]]

# Without a GPU a device array of records is the simulator's FakeCUDAArray: str and repr are
# its records', and so are those of one record taken from it.
import numpy as np
from numba import cuda

dt = np.dtype([('x', np.float32), ('n', np.int16)])
d = cuda.to_device(np.array([(0.5, 1), (1.5, -2)], dtype=dt))
print(d)
print(repr(d))
print(d[1], type(d[1]).__name__)
print(type(d[0:1]).__name__)
# expect: [(0.5,  1) (1.5, -2)]
# expect: array([(0.5,  1), (1.5, -2)], dtype=[('x', '<f4'), ('n', '<i2')])
# expect: (1.5, -2) FakeCUDAArray
# expect: FakeCUDAArray

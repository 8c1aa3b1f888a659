# Without a GPU a device array is what Numba's CUDA simulator makes of it, a FakeCUDAArray: it
# prints as its NumPy array (str and repr), and its type is the simulator's class.
import numpy as np
from numba import cuda
d = cuda.to_device(np.arange(6.0).reshape(2, 3))
print(d)
print(repr(d))
print([d[0]])
print(f"{d[1]}", "%s" % d[0, 1:])
print(type(d))
print(type(d).__name__, type(d[0]).__name__, type(d[0, 1]).__name__)
print(cuda.device_array((2, 2), dtype=np.int32).shape)
# expect: [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect: array([[0., 1., 2.],
# expect:        [3., 4., 5.]])
# expect: [array([0., 1., 2.])]
# expect: [3. 4. 5.] [1. 2.]
# expect: <class 'numba.cuda.simulator.cudadrv.devicearray.FakeCUDAArray'>
# expect: FakeCUDAArray FakeCUDAArray float64
# expect: (2, 2)

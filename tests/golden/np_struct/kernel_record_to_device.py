# cuda.to_device of a structured array: the simulator's FakeCUDAArray of the records (printed:
# kernel_record_devarray_print.py); a kernel writes the device copy, copy_to_host brings it back and the host array keeps
# its own values.
import numpy as np
from numba import cuda

dt = np.dtype([('x', np.float32), ('y', np.int32)])
pts = np.zeros(3, dtype=dt)
pts['x'] = [1.5, 2.5, 3.5]
pts['y'] = [1, 2, 3]


@cuda.jit
def shift(p):
    i = cuda.grid(1)
    if i < p.shape[0]:
        p[i].x += p[i].y


d = cuda.to_device(pts)
print(type(d))
print(d.shape, d.dtype, d.size, d.ndim, len(d), d.nbytes)
shift[1, 4](d)
print(d.copy_to_host())
print(pts)
print(isinstance(d, type(cuda.to_device(np.zeros(2)))))
# expect: <class 'numba.cuda.simulator.cudadrv.devicearray.FakeCUDAArray'>
# expect: (3,) [('x', '<f4'), ('y', '<i4')] 3 1 3 24
# expect: [(2.5, 1) (4.5, 2) (6.5, 3)]
# expect: [(1.5, 1) (2.5, 2) (3.5, 3)]
# expect: True

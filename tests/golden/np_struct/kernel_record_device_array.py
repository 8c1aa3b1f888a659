# cuda.device_array and device_array_like with a structured dtype: zeroed records a kernel fills;
# indexing gives a record (wrapped), a slice of records and a field (device arrays), and
# copy_to_host(ary) / copy_to_device(host records) copy every record.
import numpy as np
from numba import cuda

dt = np.dtype([('id', np.int64), ('w', np.float64)])


@cuda.jit
def fill(r):
    i = cuda.grid(1)
    if i < r.shape[0]:
        r[i].id = i * 10
        r[i].w = i / 4


d = cuda.device_array(4, dtype=dt)
fill[1, 8](d)
print(d.copy_to_host())
print(type(d[1]).__name__, d['id'][1])
print(d[2:].copy_to_host())
print(d['w'].copy_to_host())
host = np.zeros(4, dtype=dt)
r = d.copy_to_host(host)
print(r is host, host['id'])
e = cuda.device_array_like(host)
print(e.shape, e.dtype)
e.copy_to_device(host)
print(e.copy_to_host()['w'])
try:
    d.foo
except AttributeError as ex:
    print(ex)
# expect: [( 0, 0.  ) (10, 0.25) (20, 0.5 ) (30, 0.75)]
# expect: FakeCUDAArray 10
# expect: [(20, 0.5 ) (30, 0.75)]
# expect: [0.   0.25 0.5  0.75]
# expect: True [ 0 10 20 30]
# expect: (4,) [('id', '<i8'), ('w', '<f8')]
# expect: [0.   0.25 0.5  0.75]
# expect: Wrapped array has no attribute 'foo'

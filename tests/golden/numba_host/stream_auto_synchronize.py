# stream.auto_synchronize() is a context manager that synchronizes the stream at its exit;
# entering it gives None in Numba's simulator.
import numpy as np
from numba import cuda

@cuda.jit
def double(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] *= 2

stream = cuda.stream()
with stream.auto_synchronize() as entered:
    d = cuda.to_device(np.arange(5.0), stream=stream)
    double[1, 8, stream](d)
    host = d.copy_to_host(stream=stream)
print(entered)
print(host)
print(type(stream.auto_synchronize()).__name__)
# expect: None
# expect: [0. 2. 4. 6. 8.]
# expect: _GeneratorContextManager

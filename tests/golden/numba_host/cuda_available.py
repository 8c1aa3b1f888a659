# The simulated device is always available, and synchronize and streams are accepted.
from numba import cuda
print(cuda.is_available())
s = cuda.stream()
s.synchronize()
cuda.synchronize()
print(len(cuda.gpus))

# expect: True
# expect: 1

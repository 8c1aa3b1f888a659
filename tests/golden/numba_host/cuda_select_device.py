# The simulator has one device: select_device(0) returns None, any other number fails its assert.
from numba import cuda
print(cuda.select_device(0))
cuda.select_device(1)

# expect: None
# expect runtime error: AssertionError: Only a single device supported by the simulator

# The simulator's cuda.close() empties cuda.gpus.current until a device is indexed again.
from numba import cuda
print(cuda.close())
print(cuda.gpus.current)
print(cuda.gpus[0], cuda.gpus.current)
with cuda.gpus[0]:
    print("inside")

# expect: None
# expect: None
# expect: <Managed Device 0> <Managed Device 0>
# expect: inside

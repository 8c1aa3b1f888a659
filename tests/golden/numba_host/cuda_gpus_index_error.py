# The simulator keeps its one device in a tuple: index 1 is out of range.
from numba import cuda
print(cuda.gpus[0])
cuda.gpus[1]

# expect: <Managed Device 0>
# expect runtime error: IndexError: tuple index out of range

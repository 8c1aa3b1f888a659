# cuda.declare_device is, as in Numba's simulator, a declaration that returns None (for any
# arguments): the simulator cannot link foreign device code.
from numba import cuda
print(cuda.declare_device("mul", "float32(float32, float32)"))
print(cuda.declare_device("add", "int32(int32)", link=["add.cu"]), callable(cuda.declare_device))
# expect: None
# expect: None True

# cuda.as_cuda_array of another library's object that has __cuda_array_interface__: Weft can only
# address its own device memory.
# no-cross-check: Numba's CUDA simulator has no as_cuda_array; real Numba wraps the pointer
from numba import cuda
class Foreign:
    __cuda_array_interface__ = {'shape': (2,), 'strides': None, 'data': (1234, False), 'typestr': '<f8', 'version': 3}
print(cuda.is_cuda_array(Foreign()))
cuda.as_cuda_array(Foreign())
# expect: True
# expect runtime error: TypeError: as_cuda_array() of a 'Foreign': Weft can only wrap its own device arrays

import numpy as np
print(np.array([1j]).dtype, np.dtype(complex), np.dtype('c8'), np.complex64(1).dtype)
print(np.issubdtype(np.complex128, np.complexfloating), np.issubdtype(np.complex64, np.floating))
print(np.result_type(1j, np.float32), np.promote_types(np.float32, np.complex64), np.promote_types(np.int32, np.complex64))
# expect: complex128 complex128 complex64 complex64
# expect: True False
# expect: complex64 complex64 complex128

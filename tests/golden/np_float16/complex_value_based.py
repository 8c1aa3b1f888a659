# NumPy 1.24 min_scalar_type for complex arrays: ints by their smallest type, floats and complex by +-3.4e38
import numpy as np
c=np.ones(2,np.complex64)
for v in [65535, 65536, -40000, 1e38, 3.4e38, float("inf"), 1j, complex(float("inf"),0), np.float32(1e38)]:
    print(repr(v), (c+v).dtype)
# expect: 65535 complex64
# expect: 65536 complex128
# expect: -40000 complex128
# expect: 1e+38 complex64
# expect: 3.4e+38 complex128
# expect: inf complex64
# expect: 1j complex64
# expect: (inf+0j) complex128
# expect: 1e+38 complex64

# numpy.emath.sqrt/log: negative reals go complex (complex64 for float32), others stay real.
import numpy as np
print(np.emath.sqrt(-1), np.emath.sqrt(4), np.emath.sqrt([-4, 9]), np.emath.log(-1.0))
print(np.emath.sqrt(np.array([-1.0, 4.0], dtype=np.float32)), np.emath.log(np.array([-1.0, np.e])))
print(np.emath.sqrt(np.array([-1.0], dtype=np.float32)).dtype, np.emath.sqrt(np.array([-1], dtype=np.int32)).dtype)

# expect: 1j 2.0 [0.+2.j 3.+0.j] 3.141592653589793j
# expect: [0.+1.j 2.+0.j] [0.+3.14159265j 1.+0.j        ]
# expect: complex64 complex128

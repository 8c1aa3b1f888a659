# np.ldexp(x, i) = x * 2**i: the mantissa's type sets the result's (float32 stays float32).
import numpy as np
print(np.ldexp([1.0, 3.0], 3), np.ldexp(5, np.arange(4)))
print(np.ldexp(np.float32(1), 2).dtype, np.ldexp(np.ones(2, dtype=np.float32), 2).dtype)
print(np.ldexp(1.5, -1), np.ldexp(1.0, 2000), np.ldexp(-3.0, np.int8(2)))

# expect: [ 8. 24.] [ 5. 10. 20. 40.]
# expect: float32 float32
# expect: 0.75 inf -12.0

# Machine limits of dtypes.
import numpy as np

print(np.finfo(np.float32).eps, np.finfo(np.float64).eps, np.finfo(np.float32).max)
print(np.finfo(float).tiny, np.finfo(np.float32).resolution, np.finfo(np.float32).dtype)
print(np.iinfo(np.int32).max, np.iinfo(np.int8).min, np.iinfo(np.uint16).max, np.iinfo('int64').min)
print(np.iinfo(np.int32).bits, np.finfo(np.float32).bits)

# expect: 1.1920929e-07 2.220446049250313e-16 3.4028235e+38
# expect: 2.2250738585072014e-308 1e-06 float32
# expect: 2147483647 -128 65535 -9223372036854775808
# expect: 32 32

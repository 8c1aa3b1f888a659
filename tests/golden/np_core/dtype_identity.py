# dtype objects compare with classes and names, and builtin dtypes are singletons.
import numpy as np
a = np.zeros(3, dtype=np.float32)
print(a.dtype in (np.float32, np.float64), np.float32 == a.dtype, 'float32' == a.dtype, a.dtype != np.float64, a.dtype == a.dtype)
print(np.dtype(np.float32) is np.dtype(np.float32), a.dtype.type is np.float32, type(a[0]) is np.float32, type(a) is np.ndarray)
print(str(a.dtype) == 'float32', f"{a.dtype}", "%s" % a.dtype, repr(a.dtype))
print([a.dtype], (np.int8,), np.dtype('i4').name.upper())

# expect: True True True True True
# expect: True True True True
# expect: True float32 float32 dtype('float32')
# expect: [dtype('float32')] (<class 'numpy.int8'>,) INT32

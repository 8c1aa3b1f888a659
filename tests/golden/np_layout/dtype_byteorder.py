# dtype.byteorder: native dtypes say "=", one-byte ones "|" (order cannot matter there).
import numpy as np
for t in [int, float, np.int8, np.uint8, np.bool_, np.float16, np.complex64, '<i4', 'f8', np.float32]:
    d = np.dtype(t)
    print(d, repr(d.byteorder), d.isnative)
print(np.arange(3).dtype.byteorder)

# expect: int64 '=' True
# expect: float64 '=' True
# expect: int8 '|' True
# expect: uint8 '|' True
# expect: bool '|' True
# expect: float16 '=' True
# expect: complex64 '=' True
# expect: int32 '=' True
# expect: float64 '=' True
# expect: float32 '=' True
# expect: =

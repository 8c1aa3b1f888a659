import numpy as np
h = np.float16(1.5)
print(h.dtype, h.itemsize, h.nbytes, h.shape, h.ndim, h.real, h.imag, h.astype(np.int8))
print(h.is_integer(), np.float16(2).is_integer(), h.as_integer_ratio(), np.float32(0.1).as_integer_ratio())
print(np.array(np.float16(2.5)), repr(np.array(np.float16(2.5))), np.array([np.float16(1), 2]).dtype)
print(np.array([np.float16(1), np.float32(2)]).dtype, bool(np.float16(0)), np.float16(2) * True)
# expect: float16 2 2 () 0 1.5 0.0 1
# expect: False True (3, 2) (13421773, 134217728)
# expect: 2.5 array(2.5, dtype=float16) float64
# expect: float32 False 2.0

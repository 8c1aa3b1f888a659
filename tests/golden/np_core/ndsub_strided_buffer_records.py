# no-cross-check: NumPy lays strided records over a buffer; Weft's np.ndarray(strides=..., buffer=...) takes numeric dtypes (docs/language.md)
import numpy as np
print(np.ndarray((2,), dtype=np.int16, buffer=np.arange(4, dtype=np.int16), strides=(4,)))
np.ndarray((1,), dtype=[('a', 'i4')], buffer=np.zeros(8, dtype=np.uint8), strides=(8,))
# expect: [0 2]
# expect runtime error: TypeError: np.ndarray with strides over a buffer takes a numeric dtype in Weft

# `**` between NumPy scalars (and Python numbers) is NumPy's scalar math, the C library's pow; 0-d
# arrays, np.power and arrays go through the ufunc loop (SVML's bits on AVX-512)
import numpy as np
a, b = 3.8211456139113e-192, 1.070551410320762
print(repr(np.array(a) ** b), repr(np.float64(a) ** b), repr(a ** np.float64(b)), repr(np.float64(a) ** np.array(b)))
print(repr(np.power(a, b)), repr(np.array([a]) ** b))
af, bf = np.float32(1.3110407e-07), np.float32(0.26632735)
print(repr(af ** bf), repr(np.power(af, bf)), repr(np.array(af) ** bf))

# expect[avx512_skx]: 1.195081118685642e-205 1.1950811186856422e-205 1.1950811186856422e-205 1.195081118685642e-205
# expect[!avx512_skx]: 1.1950811186856422e-205 1.1950811186856422e-205 1.1950811186856422e-205 1.1950811186856422e-205
# expect[avx512_skx]: 1.195081118685642e-205 array([1.19508112e-205])
# expect[!avx512_skx]: 1.1950811186856422e-205 array([1.19508112e-205])
# expect[avx512_skx]: 0.014690377 0.014690378 0.014690378
# expect[!avx512_skx]: 0.014690377 0.014690377 0.014690377

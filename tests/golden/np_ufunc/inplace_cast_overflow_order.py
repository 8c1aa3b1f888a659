# a += b into a narrower float array reports the cast's overflow under the ufunc's name (the
# cast into out is the ufunc's), and an in-place operation whose result cannot be cast reports
# the cast before any shape mismatch (NumPy resolves the types first).
import numpy as np
f = np.zeros(2, dtype=np.float32)
f += 1e40
print(f)
g = np.ones(2, dtype=np.float16)
g *= 1e6
print(g)
y = np.zeros(3, dtype=np.float32)
np.multiply(np.array([1e20, 1, 2]), 1e20, out=y)
print(y)
a = np.arange(5)
try:
    a += np.zeros(2, dtype=complex)
except TypeError as e:
    print(type(e).__name__, e)
# expect: [inf inf]
# expect: [inf inf]
# expect: [   inf 1.e+20 2.e+20]
# expect: UFuncTypeError Cannot cast ufunc 'add' output from dtype('complex128') to dtype('int64') with casting rule 'same_kind'
# expect stderr: inplace_cast_overflow_order.py:6: RuntimeWarning: overflow encountered in add
# expect stderr: inplace_cast_overflow_order.py:9: RuntimeWarning: overflow encountered in multiply
# expect stderr: inplace_cast_overflow_order.py:12: RuntimeWarning: overflow encountered in multiply

# complex median/percentile/quantile: lexicographic order, parts averaged or interpolated
import numpy as np
a = np.array([1+2j, 0-1j, 3+0j, 0+0j])
print(np.median(a))
print(np.median(np.array([1+1j, 2-2j, 0+5j])))
b = np.array([[3+1j, 1-1j, 1+2j, 2+0j], [0.5+0.5j, 0.25j, -1+0j, 4+4j]], dtype=np.complex64)
m = np.median(b, axis=1)
print(m, m.dtype)
print(np.median(b))
print(np.median(np.array([1+0j, complex(np.nan, 0), 2+0j])))
print(np.percentile(a, [0, 25, 50, 90, 100]))
q = np.quantile(b, 0.3, axis=1)
print(q, q.dtype)
print(np.quantile(a, 0.4, method='lower'), np.quantile(a, 0.4, method='higher'))
print(np.quantile(a, 0.7, method='midpoint'), np.quantile(a, 0.6, method='nearest'))
print(np.percentile(a, 50, keepdims=True))
# expect: (0.5+1j)
# expect: (1+1j)
# expect: [1.5 +1.j    0.25+0.375j] complex64
# expect: (1+0.5j)
# expect: (nan+0j)
# expect: [0. -1.j   0. -0.25j 0.5+1.j   2.4+0.6j  3. +0.j  ]
# expect: [ 1. +1.7j   -0.1+0.225j] complex128
# expect: 0j (1+2j)
# expect: (2+1j) (1+2j)
# expect: [0.5+1.j]

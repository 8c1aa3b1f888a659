# ufunc methods, in-place operators and mixed-dtype arithmetic with long double
import numpy as np
a = np.arange(4, dtype='g') / 3
print(np.add.accumulate(a), np.multiply.outer(a[:2], a[:2]), np.maximum.reduce(a), np.add.reduce(a.reshape(2, 2), axis=1))
b = a.copy(); np.add.at(b, [0, 0], np.longdouble(1) / 3); print(b)
c = a.copy(); c += np.longdouble(1) / 7; c *= 3; c -= 1; c /= 7; print(c, repr(c[1]))
d = np.zeros(2); d += np.longdouble(1) / 3; print(d, d.dtype)
try:
    e = np.zeros(2, 'f4'); e += np.array([1, 2], 'g'); print(e, e.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
f = np.zeros(3, 'g'); f[:] = [1 / 3, np.longdouble(1) / 3, 7]; print(repr(f[0]), repr(f[1]), f[2])
print(np.longdouble(2) * np.uint64(2**63), np.longdouble(1) + True, np.float16(1) / np.longdouble(3))
print(np.array([1, 2], np.int64) / np.longdouble(3), (np.array([1, 2], np.int64) * np.longdouble(3)).dtype)
print(np.array([1, 2], np.float16) + np.longdouble(1) / 3, np.array([True]) + np.longdouble(0.5))
print(np.sum(a, dtype=np.float64), np.sum(np.ones(3), dtype='g') / 3, a.astype('g', copy=False) is a, np.mean(a, dtype='f8'))
print(np.cumsum(np.ones(3, 'f4'), dtype='g') / 3, np.prod(np.full(3, np.longdouble(1) / 3)))
print(np.power(np.longdouble(2), 0.5), np.longdouble(2) ** np.longdouble(0.5), np.float64(2) ** np.longdouble(0.5))
print(np.array_equal(a, a.astype('f8')), np.allclose(a, a.astype('f8')), (a == a.astype('f8')).tolist())
# expect: [0.         0.33333333 1.         2.        ] [[0.         0.        ]
# expect:  [0.         0.11111111]] 1.0 [0.33333333 1.66666667]
# expect: [0.66666667 0.33333333 0.66666667 1.        ]
# expect: [-0.08163265  0.06122449  0.20408163  0.34693878] 0.061224489795918367357
# expect: [0.33333333 0.33333333] float64
# expect: [1. 2.] float32
# expect: 0.33333333333333331483 0.33333333333333333334 7.0
# expect: 1.8446744073709551616e+19 2.0 0.33333333333333333334
# expect: [0.33333333 0.66666667] float128
# expect: [1.333 2.334] [1.5]
# expect: 2.0 1.0 True 0.5
# expect: [0.33333333 0.66666667 1.        ] 0.03703703703703703704
# expect: 1.4142135623730950488 1.4142135623730950488 1.4142135623730950488
# expect: False True [True, False, False, True]

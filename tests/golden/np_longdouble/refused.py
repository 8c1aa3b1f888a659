# what Weft leaves out for long double raises a TypeError naming the operation (never float64's digits)
# no-cross-check: NumPy computes these; Weft refuses them rather than print wrong digits
import numpy as np
x = np.array([1, 2, 3], dtype=np.longdouble) / 3
for name, f in [('median', lambda: np.median(x)), ('percentile', lambda: np.percentile(x, 30)),
                ('quantile', lambda: np.quantile(x, 0.5)), ('einsum', lambda: np.einsum('i,i', x, x)),
                ('complex', lambda: x + 1j), ('complex scalar', lambda: np.longdouble(1) * 1j),
                ('i0', lambda: np.i0(x)), ('unwrap', lambda: np.unwrap(x))]:
    try:
        f()
    except TypeError as e:
        print(name, e)
np.set_printoptions(legacy='1.13')
print(np.float64(1) / 3)
print(np.longdouble(1) / 3)
# expect: median np.median: not supported for float128 (np.longdouble) in Weft
# expect: percentile np.percentile: not supported for float128 (np.longdouble) in Weft
# expect: quantile np.quantile: not supported for float128 (np.longdouble) in Weft
# expect: einsum np.einsum: not supported for float128 (np.longdouble) in Weft
# expect: complex complex256 (np.clongdouble) results: not supported for float128 (np.longdouble) in Weft
# expect: complex scalar complex256 (np.clongdouble) results: not supported for float128 (np.longdouble) in Weft
# expect: i0 np.i0: not supported for float128 (np.longdouble) in Weft
# expect: unwrap np.unwrap: not supported for float128 (np.longdouble) in Weft
# expect: 0.333333333333
# expect runtime error: TypeError: printing with legacy='1.13': not supported for float128 (np.longdouble) in Weft

# The floating-point flags of exp, exp2 and expm1 at the edges of their ranges: on AVX-512 CPUs
# NumPy's SVML routines raise underflow where their scalar path flushes a result to zero and
# overflow where expm1's result is inf (not at float32 exp2's -149.5 and -150), the C
# library's flags elsewhere.
import numpy as np


def probe(f, v, dt):
    with np.errstate(all="raise"):
        try:
            r = f(np.array([v, 1.0], dtype=dt))
            return "ok %r" % float(r[0])
        except FloatingPointError as e:
            return str(e)


cases = [(np.exp, np.float64, [-708.3964185322641, -708.3964185322642, -745.2, -1e300, -np.inf]),
         (np.exp2, np.float64, [-1074.0, -1075.0, -1e300, -np.inf]),
         (np.exp2, np.float32, [-149.5, -150.0, -150.00001525878906, -151.0, -1e30]),
         (np.expm1, np.float64, [709.782712893384, 709.7827128933841, 1e300, np.inf]),
         (np.expm1, np.float32, [88.72283172607422, 88.72283935546875, 1e30, np.inf])]
for f, dt, vals in cases:
    for v in vals:
        print(f.__name__, dt.__name__, repr(v), probe(f, v, dt))
a = np.full(5000, -800.0)
a[4321] = 0.0
with np.errstate(under="raise"):
    try:
        np.exp(a)
    except FloatingPointError as e:
        print("block", e)

# expect: exp float64 -708.3964185322641 ok 2.2250738585072626e-308
# expect: exp float64 -708.3964185322642 underflow encountered in exp
# expect: exp float64 -745.2 underflow encountered in exp
# expect: exp float64 -1e+300 underflow encountered in exp
# expect: exp float64 -inf ok 0.0
# expect[avx512_skx]: exp2 float64 -1074.0 ok 5e-324
# expect[!avx512_skx]: exp2 float64 -1074.0 underflow encountered in exp2
# expect: exp2 float64 -1075.0 underflow encountered in exp2
# expect: exp2 float64 -1e+300 underflow encountered in exp2
# expect: exp2 float64 -inf ok 0.0
# expect[avx512_skx]: exp2 float32 -149.5 ok 0.0
# expect[!avx512_skx]: exp2 float32 -149.5 underflow encountered in exp2
# expect[avx512_skx]: exp2 float32 -150.0 ok 0.0
# expect[!avx512_skx]: exp2 float32 -150.0 underflow encountered in exp2
# expect: exp2 float32 -150.00001525878906 underflow encountered in exp2
# expect: exp2 float32 -151.0 underflow encountered in exp2
# expect: exp2 float32 -1e+30 underflow encountered in exp2
# expect: expm1 float64 709.782712893384 ok 1.7976931348622732e+308
# expect: expm1 float64 709.7827128933841 overflow encountered in expm1
# expect: expm1 float64 1e+300 overflow encountered in expm1
# expect: expm1 float64 inf ok inf
# expect[avx512_skx]: expm1 float32 88.72283172607422 ok 3.402798924669668e+38
# expect[!avx512_skx]: expm1 float32 88.72283172607422 ok 3.402798519021476e+38
# expect: expm1 float32 88.72283935546875 overflow encountered in expm1
# expect: expm1 float32 1e+30 overflow encountered in expm1
# expect: expm1 float32 inf ok inf
# expect: block underflow encountered in exp

# Chains over a function's locals fuse at their first operation's slow path (a fusion site):
# NumPy's dtypes and bits, in place of the operands (x = x*x + x), with scalar leaves of every
# kind, small arrays, Python scalars, and chains in handlers and generators.
import numpy as np


def bits(a):
    if a.dtype == np.float32:
        return int(a.view(np.uint32).astype(np.uint64).sum())
    if a.dtype.kind in "fc":
        return int(a.view(np.uint64).sum() % 2**61)
    return int(a.astype(np.int64).sum() % 2**61)


def pi_count(x, y):
    return np.count_nonzero(x * x + y * y <= 1.0)


def poly(x):
    return 3 * x ** 2 - 2 * x + 1


def neg_first(x, y):
    return -x * y + x / 3.0


def alias(x, y):
    x = x * x + x
    y = y * 0.5 + x
    return x, y


def mixed(a, b, s):
    return a * s + b - 1


def scalar_first(a, b, x):
    return a * b + x * 2


def in_handler(x):
    try:
        raise ValueError("v")
    except ValueError:
        r = x * x - x / 7
    return r


def gen(x):
    for k in range(3):
        yield x * k + x * x


rng = np.random.default_rng(5)
x = rng.random(100003)
y = rng.random(100003)
print(pi_count(x, y), pi_count(x[:100], y[:100]))
x32 = x.astype(np.float32)
y32 = y.astype(np.float32)
for v in (x, x32, (x * 1000).astype(np.int64), (x * 100).astype(np.int32), x + 1j * y):
    r = poly(v)
    print(r.dtype, bits(r))
for a, b in ((x, y), (x32, y32), (x32, y), (x[:50], y[:50])):
    r = neg_first(a, b)
    print(r.dtype, bits(r))
xc = x.copy()
p, q = alias(xc, y)
print(bits(xc), bits(p), bits(q))
p, q = alias(x32.copy(), y32)
print(p.dtype, q.dtype, bits(p), bits(q))
i64 = np.arange(100003, dtype=np.int64) * 3037000499
i32 = np.arange(100003, dtype=np.int32)
for a, b, s in ((x32, y32, np.float64(2.5)), (x32, y32, np.float64(1e300)), (x32, y32, 3),
                (i64, i64, 7), (i32, i64, 2), (i32, i32, np.int16(3)), (i32, i32, 2.5),
                (x32, y32, np.float32(0.1)), (i64, x32, 1), (x > 0.5, y > 0.5, True)):
    r = mixed(a, b, s)
    print(r.dtype, bits(r))
r = scalar_first(1.5, 2.0, x32)
print(r.dtype, bits(r))
print(scalar_first(1.5, 2.0, 4), scalar_first(2, 3, 4), scalar_first([1], 2, [3]))
print(bits(in_handler(x)))
print([bits(g) for g in gen(y32)])
s = 0.0
for k in range(1000):
    s = mixed(s, k, 0.5)
print(s)
# expect: 78443 79
# expect: float64 2105444218934374400
# expect: float32 106414957679472
# expect: int64 99962373027
# expect: int32 977384998
# expect: complex128 1003175050663428096
# expect: float64 1932748834162874624
# expect: float32 246310310774596
# expect: float64 1932745333874944000
# expect: float64 1140749533140200448
# expect: 166905762567286784 45794620418281472 1166979521998254080
# expect: float32 float32 105749696319288 106344490175860
# expect: float32 148607534185881
# expect: float64 1866708454634446848
# expect: float32 141813030462211
# expect: int64 1582257554773826469
# expect: int64 1350703708953987788
# expect: int32 20000900009
# expect: float64 401120911467479040
# expect: float32 309032488717463
# expect: float64 2118408928060999680
# expect: int64 2305843009213668945
# expect: float32 108164263454000
# expect: 11.0 14 [1, 1, 3, 3]
# expect: 258094249583159296
# expect: [104065736778584, 105744921961794, 106377630506963]
# expect: 1994.0

# max/min of long float runs (the SIMD path): the extreme anywhere in the run, NaN anywhere
# (first, middle, tail, only one) gives nan, infinities count, along an axis too.
import numpy as np

for dt in [np.float32, np.float64]:
    a = np.linspace(-3.0, 5.0, 1001).astype(dt)
    print(a.max(), a.min(), np.max(a[::-1]), np.min(a[3:]))
    b = a.copy()
    b[500] = 7.5
    b[999] = -9.25
    print(b.max(), b.min(), b[:998].min())
    for pos in [0, 37, 640, 1000]:
        c = a.copy()
        c[pos] = np.nan
        print(pos, c.max(), c.min(), c[:pos].max() if pos > 0 else "-")
    d = a.copy()
    d[123] = np.inf
    d[456] = -np.inf
    print(d.max(), d.min())
    m = a[:1000].reshape(4, 250)
    print(m.max(axis=1), m.min(axis=1))
    print(m.T.max(axis=0), (m * 2.0).max(), (m - 10.0).min())

# expect: 5.0 -3.0 5.0 -2.976
# expect: 7.5 -9.25 -3.0
# expect: 0 nan nan -
# expect: 37 nan nan -2.712
# expect: 640 nan nan 2.112
# expect: 1000 nan nan 4.992
# expect: inf -inf
# expect: [-1.008  0.992  2.992  4.992] [-3. -1.  1.  3.]
# expect: [-1.008  0.992  2.992  4.992] 9.984 -13.0
# expect: 5.0 -3.0 5.0 -2.976
# expect: 7.5 -9.25 -3.0
# expect: 0 nan nan -
# expect: 37 nan nan -2.7119999999999997
# expect: 640 nan nan 2.112
# expect: 1000 nan nan 4.992
# expect: inf -inf
# expect: [-1.008  0.992  2.992  4.992] [-3. -1.  1.  3.]
# expect: [-1.008  0.992  2.992  4.992] 9.984 -13.0

# np.sqrt over long contiguous runs (the SIMD path) and strided ones: correctly rounded,
# nan for negative inputs (with NumPy's warning), in place into a temporary too.
import numpy as np

for dt in [np.float32, np.float64]:
    a = np.linspace(0.0, 50.0, 1003).astype(dt)
    r = np.sqrt(a)
    print(r.dtype, r[:3], r[-3:], r.sum() > 0, np.all(r * r - a < 1e-3))
    print(np.sqrt(a[::3])[-2:], np.sqrt(a * 4.0)[-1], a[-1])
    b = np.linspace(-1.0, 1.0, 1001).astype(dt)
    s = np.sqrt(b)
    print(np.count_nonzero(np.isnan(s)), s[-1], s[500])

# expect: float32 [0.         0.22338353 0.315912  ] [7.0640073 7.0675383 7.071068 ] True True
# expect: [7.0604744 7.071068 ] 14.142136 50.0
# expect: 500 1.0 0.0
# expect: float64 [0.         0.22338353 0.31591201] [7.06400733 7.06753845 7.07106781] True True
# expect: [7.06047445 7.07106781] 14.142135623730951 50.0
# expect: 500 1.0 0.0
# expect stderr: sqrt_long_runs.py:11: RuntimeWarning: invalid value encountered in sqrt

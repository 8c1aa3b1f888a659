# long double through fused expressions, reductions, ufuncs and the functions built on them
import numpy as np
a = np.arange(20000, dtype='g') / 3
b = a * 2 + a * a - 1
print(repr(b[7]), repr((a / 7 + 1)[5]), repr(np.sqrt(a)[2] * 3))
x = np.array([1, 2, 3, 4], dtype='g') / 3
for name, f in [('add.reduce', lambda: np.add.reduce(x)),
                ('norm', lambda: np.linalg.norm(x)),
                ('interp', lambda: np.interp(np.longdouble(1) / 7, [0, 1], [0, 1])), ('nansum', lambda: np.nansum(x)),
                ('prod', lambda: np.prod(x)), ('diff', lambda: np.diff(x)), ('cross', lambda: np.cumsum(x)),
                ('polyval', lambda: np.polyval([1, 0], np.longdouble(1) / 3)), ('trapz', lambda: np.trapz(x)),
                ('unique', lambda: np.unique(np.concatenate([x, x]))), ('clip', lambda: np.clip(x, 0.5, 1)),
                ('fft', lambda: np.fft.fft(x)), ('mod', lambda: np.mod(x, 0.5)), ('exp', lambda: np.exp(x)),
                ('hypot', lambda: np.hypot(x, x)), ('arctan2', lambda: np.arctan2(x, 1)), ('power', lambda: x ** x),
                ('tobytes', lambda: len(x.tobytes())), ('frombuffer', lambda: np.frombuffer(x.tobytes(), dtype='g')),
                ('average', lambda: np.average(x)), ('dot2', lambda: x.reshape(2, 2) @ x.reshape(2, 2)),
                ('matmul', lambda: np.matmul(x.reshape(2, 2), x.reshape(2, 2))), ('std', lambda: x.std()),
                ('allclose', lambda: np.allclose(x, x)), ('round', lambda: np.round(x, 2)), ('floor', lambda: np.floor(x * 10)),
                ('searchsorted', lambda: np.searchsorted(x, 0.5)), ('histogram', lambda: np.histogram(x, 2)[0]),
                ('ptp', lambda: np.ptp(x)), ('nanmean', lambda: np.nanmean(x)), ('str', lambda: str(x)), ('max', lambda: np.max(x))]:
    try:
        r = f()
        print(name, repr(r))
    except Exception as e:
        print(name, type(e).__name__, e)
# expect: 9.11111111111111111 1.2380952380952380952 2.4494897427831780982
# expect: add.reduce 3.3333333333333333335
# expect: norm 1.8257418583505537116
# expect: interp 0.14285714285714285
# expect: nansum 3.3333333333333333335
# expect: prod 0.29629629629629629633
# expect: diff array([0.33333333, 0.33333333, 0.33333333], dtype=float128)
# expect: cross array([0.33333333, 1.        , 2.        , 3.33333333], dtype=float128)
# expect: polyval 0.33333333333333333334
# expect: trapz 2.5
# expect: unique array([0.33333333, 0.66666667, 1.        , 1.33333333], dtype=float128)
# expect: clip array([0.5       , 0.66666667, 1.        , 1.        ], dtype=float128)
# expect: fft array([ 3.33333333+0.j        , -0.66666667+0.66666667j,
# expect:        -0.66666667+0.j        , -0.66666667-0.66666667j])
# expect: mod array([0.33333333, 0.16666667, 0.        , 0.33333333], dtype=float128)
# expect: exp array([1.39561243, 1.94773404, 2.71828183, 3.79366789], dtype=float128)
# expect: hypot array([0.47140452, 0.94280904, 1.41421356, 1.88561808], dtype=float128)
# expect: arctan2 array([0.32175055, 0.5880026 , 0.78539816, 0.92729522], dtype=float128)
# expect: power array([0.69336127, 0.76314283, 1.        , 1.46752322], dtype=float128)
# expect: tobytes 64
# expect: frombuffer array([0.33333333, 0.66666667, 1.        , 1.33333333], dtype=float128)
# expect: average 0.83333333333333333337
# expect: dot2 array([[0.77777778, 1.11111111],
# expect:        [1.66666667, 2.44444444]], dtype=float128)
# expect: matmul array([[0.77777778, 1.11111111],
# expect:        [1.66666667, 2.44444444]], dtype=float128)
# expect: std 0.37267799624996494938
# expect: allclose True
# expect: round array([0.33, 0.67, 1.  , 1.33], dtype=float128)
# expect: floor array([ 3.,  6., 10., 13.], dtype=float128)
# expect: searchsorted 1
# expect: histogram array([2, 2])
# expect: ptp 1.0
# expect: nanmean 0.83333333333333333337
# expect: str '[0.33333333 0.66666667 1.         1.33333333]'
# expect: max 1.3333333333333333334

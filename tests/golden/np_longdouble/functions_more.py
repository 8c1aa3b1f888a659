# long double arrays through NumPy's functions: every result keeps long double's digits
import numpy as np
x = np.array([3, 1, 4, 1, 5], dtype='g') / 7
y = np.array([[1, 2], [3, 4]], dtype='g') / 3
tests = [
 ('cumsum2', lambda: np.cumsum(y, axis=1)), ('gradient', lambda: np.gradient(x)), ('convolve', lambda: np.convolve(x, x[:2])),
 ('correlate', lambda: np.correlate(x, x[:2])), ('outer', lambda: np.outer(x[:2], x[:2])), ('kron', lambda: np.kron(x[:2], x[:2])),
 ('tile', lambda: np.tile(x[:2], 2)), ('repeat', lambda: np.repeat(x[:2], 2)), ('flip', lambda: np.flip(x)),
 ('sum_axis', lambda: y.sum(axis=0)), ('mean_axis', lambda: y.mean(axis=1)), ('trace', lambda: np.trace(y)),
 ('diag', lambda: np.diag(y)), ('tri', lambda: np.triu(y)), ('where1', lambda: np.where(x > 0.3)),
 ('nonzero', lambda: np.nonzero(x)), ('argsort', lambda: np.argsort(x)), ('lexsort', lambda: np.lexsort((x,))),
 ('meshgrid', lambda: np.meshgrid(x[:2], x[:2])[0]), ('vstack', lambda: np.vstack([x, x]).sum()),
 ('min_axis', lambda: y.min(axis=0)), ('amax', lambda: np.amax(y)), ('cumprod_axis', lambda: np.cumprod(y, axis=0)),
 ('nanmax', lambda: np.nanmax(x)), ('nanstd', lambda: np.nanstd(x)), ('nancumsum', lambda: np.nancumsum(x)),
 ('polyfit', lambda: np.polyfit(x, x, 1)), ('roots', lambda: np.roots([1, -3, 2])), ('poly1d', lambda: np.poly1d(x[:2])(np.longdouble(1) / 3)),
 ('bincount', lambda: np.bincount([0, 1], weights=x[:2])), ('digitize', lambda: np.digitize(x, [0.2, 0.5])),
 ('isin', lambda: np.isin(x, x[:2])), ('intersect', lambda: np.intersect1d(x, x)), ('sign', lambda: np.sign(x - 0.3)),
 ('fmod', lambda: np.fmod(x, 0.2)), ('remainder', lambda: np.remainder(x, 0.2)), ('floor_divide', lambda: x // 0.2),
 ('deg2rad', lambda: np.deg2rad(x)), ('tanh', lambda: np.tanh(x)), ('arcsin', lambda: np.arcsin(x)), ('cbrt', lambda: np.cbrt(x)),
 ('log2', lambda: np.log2(x)), ('expm1', lambda: np.expm1(x)), ('logaddexp', lambda: np.logaddexp(x, x)),
 ('ldexp', lambda: np.ldexp(x, 2)), ('frexp', lambda: np.frexp(x)), ('modf', lambda: np.modf(x * 10)),
 ('rint', lambda: np.rint(x * 10)), ('reciprocal', lambda: np.reciprocal(x)), ('square', lambda: np.square(x)),
 ('abs', lambda: np.abs(-x)), ('copysign', lambda: np.copysign(x, -1)), ('heaviside', lambda: np.heaviside(x - 0.3, 0.5)),
 ('cov', lambda: np.cov(x)), ('corrcoef', lambda: np.corrcoef(x, x)), ('sinc', lambda: np.sinc(x)),
 ('nan_to_num', lambda: np.nan_to_num(np.array([np.nan, 1], 'g'))), ('around', lambda: np.around(x, 4)),
 ('fix', lambda: np.fix(x * 10)), ('real', lambda: np.real(x)), ('angle', lambda: np.angle(x)), ('conj', lambda: np.conj(x)),
 ('tensordot', lambda: np.tensordot(y, y)), ('inner', lambda: np.inner(x, x)), ('vdot', lambda: np.vdot(x, x)),
 ('full_like', lambda: np.full_like(x, 1 / 3)), ('zeros_like', lambda: np.zeros_like(x).dtype), ('empty', lambda: np.empty(2, 'g').dtype),
 ('ones', lambda: np.ones(2, 'g') / 3), ('identity', lambda: np.identity(2, 'g') / 3), ('logspace', lambda: np.logspace(0, 1, 3, dtype='g')),
 ('geomspace', lambda: np.geomspace(1, 8, 4, dtype='g')), ('fromiter', lambda: np.fromiter([1, 2], 'g') / 3),
 ('asfarray', lambda: np.asfarray(x).dtype), ('result', lambda: (x > np.float64(0.3)).sum()), ('any', lambda: x.any()),
 ('clip2', lambda: x.clip(0.2, 0.5)), ('put', lambda: np.put(x.copy(), [0], [9])), ('fill', lambda: np.full(2, np.longdouble(1) / 3)),
 ('setitem', lambda: (lambda z: (z.__setitem__(0, np.longdouble(1) / 3), z)[1])(np.zeros(2, 'g'))),
 ('setitem_f', lambda: (lambda z: (z.__setitem__(0, 1 / 3), z[0])[1])(np.zeros(2, 'g'))),
 ('view', lambda: x.view('g').dtype), ('byteswap', lambda: x.itemsize), ('char', lambda: x.dtype.char),
]
for name, f in tests:
    try:
        r = f()
        print(name, repr(r))
    except Exception as e:
        print(name, type(e).__name__, e)
# expect: cumsum2 array([[0.33333333, 1.        ],
# expect:        [1.        , 2.33333333]], dtype=float128)
# expect: gradient array([-0.28571429,  0.07142857,  0.        ,  0.07142857,  0.57142857],
# expect:       dtype=float128)
# expect: convolve array([0.18367347, 0.12244898, 0.26530612, 0.14285714, 0.32653061,
# expect:        0.10204082], dtype=float128)
# expect: correlate array([0.20408163, 0.14285714, 0.26530612, 0.16326531], dtype=float128)
# expect: outer array([[0.18367347, 0.06122449],
# expect:        [0.06122449, 0.02040816]], dtype=float128)
# expect: kron array([0.18367347, 0.06122449, 0.06122449, 0.02040816], dtype=float128)
# expect: tile array([0.42857143, 0.14285714, 0.42857143, 0.14285714], dtype=float128)
# expect: repeat array([0.42857143, 0.42857143, 0.14285714, 0.14285714], dtype=float128)
# expect: flip array([0.71428571, 0.14285714, 0.57142857, 0.14285714, 0.42857143],
# expect:       dtype=float128)
# expect: sum_axis array([1.33333333, 2.        ], dtype=float128)
# expect: mean_axis array([0.5       , 1.16666667], dtype=float128)
# expect: trace 1.6666666666666666667
# expect: diag array([0.33333333, 1.33333333], dtype=float128)
# expect: tri array([[0.33333333, 0.66666667],
# expect:        [0.        , 1.33333333]], dtype=float128)
# expect: where1 (array([0, 2, 4]),)
# expect: nonzero (array([0, 1, 2, 3, 4]),)
# expect: argsort array([1, 3, 0, 2, 4])
# expect: lexsort array([1, 3, 0, 2, 4])
# expect: meshgrid array([[0.42857143, 0.14285714],
# expect:        [0.42857143, 0.14285714]], dtype=float128)
# expect: vstack 4.0
# expect: min_axis array([0.33333333, 0.66666667], dtype=float128)
# expect: amax 1.3333333333333333334
# expect: cumprod_axis array([[0.33333333, 0.66666667],
# expect:        [0.33333333, 0.88888889]], dtype=float128)
# expect: nanmax 0.7142857142857142857
# expect: nanstd 0.22857142857142857142
# expect: nancumsum array([0.42857143, 0.57142857, 1.14285714, 1.28571429, 2.        ],
# expect:       dtype=float128)
# expect: polyfit TypeError array type float128 is unsupported in linalg
# expect: roots array([2., 1.])
# expect: poly1d 0.2857142857142857143
# expect: bincount TypeError Cannot cast array data from dtype('float128') to dtype('float64') according to the rule 'safe'
# expect: digitize array([1, 0, 2, 0, 2])
# expect: isin array([ True,  True, False,  True, False])
# expect: intersect array([0.14285714, 0.42857143, 0.57142857, 0.71428571], dtype=float128)
# expect: sign array([ 1., -1.,  1., -1.,  1.], dtype=float128)
# expect: fmod array([0.02857143, 0.14285714, 0.17142857, 0.14285714, 0.11428571],
# expect:       dtype=float128)
# expect: remainder array([0.02857143, 0.14285714, 0.17142857, 0.14285714, 0.11428571],
# expect:       dtype=float128)
# expect: floor_divide array([2., 0., 2., 0., 3.], dtype=float128)
# expect: deg2rad array([0.00747998, 0.00249333, 0.00997331, 0.00249333, 0.01246664],
# expect:       dtype=float128)
# expect: tanh array([0.40412674, 0.14189319, 0.51640766, 0.14189319, 0.61335726],
# expect:       dtype=float128)
# expect: arcsin array([0.44291104, 0.14334757, 0.60824558, 0.14334757, 0.79560295],
# expect:       dtype=float128)
# expect: cbrt array([0.75394744, 0.52275796, 0.82982653, 0.52275796, 0.89390354],
# expect:       dtype=float128)
# expect: log2 array([-1.22239242, -2.80735492, -0.80735492, -2.80735492, -0.48542683],
# expect:       dtype=float128)
# expect: expm1 array([0.53506301, 0.15356499, 0.77079495, 0.15356499, 1.04272707],
# expect:       dtype=float128)
# expect: logaddexp array([1.12171861, 0.83600432, 1.26457575, 0.83600432, 1.40743289],
# expect:       dtype=float128)
# expect: ldexp array([1.71428571, 0.57142857, 2.28571429, 0.57142857, 2.85714286],
# expect:       dtype=float128)
# expect: frexp (array([0.85714286, 0.57142857, 0.57142857, 0.57142857, 0.71428571],
# expect:       dtype=float128), array([-1, -2,  0, -2,  0], dtype=int32))
# expect: modf (array([0.28571429, 0.42857143, 0.71428571, 0.42857143, 0.14285714],
# expect:       dtype=float128), array([4., 1., 5., 1., 7.], dtype=float128))
# expect: rint array([4., 1., 6., 1., 7.], dtype=float128)
# expect: reciprocal array([2.33333333, 7.        , 1.75      , 7.        , 1.4       ],
# expect:       dtype=float128)
# expect: square array([0.18367347, 0.02040816, 0.32653061, 0.02040816, 0.51020408],
# expect:       dtype=float128)
# expect: abs array([0.42857143, 0.14285714, 0.57142857, 0.14285714, 0.71428571],
# expect:       dtype=float128)
# expect: copysign array([-0.42857143, -0.14285714, -0.57142857, -0.14285714, -0.71428571],
# expect:       dtype=float128)
# expect: heaviside array([1., 0., 1., 0., 1.], dtype=float128)
# expect: cov array(0.06530612, dtype=float128)
# expect: corrcoef array([[1., 1.],
# expect:        [1., 1.]], dtype=float128)
# expect: sinc array([0.72410145, 0.96676639, 0.54307609, 0.96676639, 0.34841057],
# expect:       dtype=float128)
# expect: nan_to_num array([0., 1.], dtype=float128)
# expect: around array([0.4286, 0.1429, 0.5714, 0.1429, 0.7143], dtype=float128)
# expect: fix array([4., 1., 5., 1., 7.], dtype=float128)
# expect: real array([0.42857143, 0.14285714, 0.57142857, 0.14285714, 0.71428571],
# expect:       dtype=float128)
# expect: angle array([0., 0., 0., 0., 0.], dtype=float128)
# expect: conj array([0.42857143, 0.14285714, 0.57142857, 0.14285714, 0.71428571],
# expect:       dtype=float128)
# expect: tensordot array(3.33333333, dtype=float128)
# expect: inner 1.0612244897959183672
# expect: vdot 1.0612244897959183672
# expect: full_like array([0.33333333, 0.33333333, 0.33333333, 0.33333333, 0.33333333],
# expect:       dtype=float128)
# expect: zeros_like dtype('float128')
# expect: empty dtype('float128')
# expect: ones array([0.33333333, 0.33333333], dtype=float128)
# expect: identity array([[0.33333333, 0.        ],
# expect:        [0.        , 0.33333333]], dtype=float128)
# expect: logspace array([ 1.        ,  3.16227766, 10.        ], dtype=float128)
# expect: geomspace array([1., 2., 4., 8.], dtype=float128)
# expect: fromiter array([0.33333333, 0.66666667], dtype=float128)
# expect: asfarray dtype('float64')
# expect: result 3
# expect: any True
# expect: clip2 array([0.42857143, 0.2       , 0.5       , 0.2       , 0.5       ],
# expect:       dtype=float128)
# expect: put None
# expect: fill array([0.33333333, 0.33333333], dtype=float128)
# expect: setitem array([0.33333333, 0.        ], dtype=float128)
# expect: setitem_f 0.33333333333333331483
# expect: view dtype('float128')
# expect: byteswap 16
# expect: char 'g'

# long double values through strings, arange, sums, Python operators and Python formatting
import numpy as np
print(repr(np.array(['1.1']).astype('g')[0]), repr(np.array([2**62+1], dtype='g')[0]), repr(np.array([0.1], dtype='g')[0]))
a = np.arange(0, 1, 0.1, dtype='g')
print(repr(a[3]), repr(a[7]), a)
print(repr(np.linspace(0, 1, 7, dtype='g')[1]))
print(repr(np.arange(5, dtype='g').sum()), repr((np.ones(1000, dtype='g') / 3).sum()), repr((np.ones(100000, dtype='g') / 7).sum()))
x = np.array([1/3], dtype='g')
print(repr(x.mean()), repr(np.longdouble(1)/3 * np.ones(3)), repr(np.float64(2) * np.longdouble(1)/3))
print(np.longdouble(1) / 3 + np.float32(1), repr(np.array([1, 2], 'g').dot(np.array([1, 3], 'g') / 3)))
print(np.array([1e-5, 1e5], dtype='g'), np.array([1e20, 1e-20], dtype='g') / 3, np.array([np.longdouble('1e1000')]))
print(np.array([1, 2], dtype='g') == np.array([1, 2]), np.sum(np.array([[1, 2], [3, 4]], 'g') / 3, axis=0))
print(np.longdouble(5) // 2, np.longdouble(-5) % 3, divmod(np.longdouble(7), 2), np.longdouble(2) ** 0.5, 2 ** np.longdouble(0.5))
print(hash(np.longdouble(2)) == hash(2.0), {np.longdouble(1): 'a'}[1.0], np.longdouble(3) in [3])
print(np.longdouble(1)/3 < np.float64(1)/3, np.float64(1)/3 < np.longdouble(1)/3, max(np.longdouble(1)/3, 1/3))
print(np.array([1, 2, 3], 'g').tolist(), type(np.array([1.0], 'g').tolist()[0]), np.array([1.5], 'g').item())
print(np.array(np.longdouble(1)/3), repr(np.array(np.longdouble(1)/3)), np.asarray([np.longdouble(1) / 3, 1.0]).dtype)
print('%.25f' % np.longdouble(1/3), '{:.5f}'.format(np.longdouble(1) / 3), f'{np.longdouble(1)/3:.22f}')
print(round(np.longdouble(2.5)), round(np.longdouble(1) / 3, 4), int(np.longdouble('1e20')))
# expect: 1.1 4.611686018427387905e+18 0.10000000000000000555
# expect: 0.30000000000000001665 0.70000000000000003886 [0.  0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 0.9]
# expect: 0.16666666666666665741
# expect: 10.0 333.33333333333333334 14285.7142857142857135
# expect: 0.33333333333333331483 array([0.33333333, 0.33333333, 0.33333333]) 0.6666666666666666667
# expect: 1.3333333333333333334 2.3333333333333333333
# expect: [1.e-05 1.e+05] [3.33333333e+19 3.33333333e-21] [1.e+1000]
# expect: [ True  True] [1.33333333 2.        ]
# expect: 2.0 1.0 (3.0, 1.0) 1.4142135623730950488 1.4142135623730950488
# expect: True a True
# expect: False True 0.33333333333333333334
# expect: [1.0, 2.0, 3.0] <class 'numpy.float128'> 1.5
# expect: 0.33333333333333333334 array(0.33333333, dtype=float128) float128
# expect: 0.3333333333333333148296163 0.33333 0.3333333333333333148296
# expect: 2 0.3333 100000000000000000000

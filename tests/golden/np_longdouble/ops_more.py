# long double through the wider NumPy surface: sort, dot, cumprod, argmax, where, comparisons
import numpy as np
a = np.array([3, 1, 2], dtype=np.longdouble) / 7
print(np.sort(a), np.argsort(a), a.argmax(), a.argmin(), np.partition(a, 1))
print(np.dot(a, a), a @ a, np.outer(a[:2], a[:2]))
print(np.cumprod(a + 1), np.maximum(a, 0.3), np.where(a > 0.2, a, 0))
print(np.std(a), np.var(a), np.median(a) if False else '', np.round(a, 3))
print(np.concatenate([a, [1.0]]), np.stack([a, a]).shape, a.reshape(3, 1).T)
print(np.isclose(a, a + 1e-20), np.isnan(a), np.isfinite(np.array([np.inf], 'g')))
b = np.zeros(3, dtype=np.longdouble)
b[0] = np.longdouble(1) / 3
b[1:] = 2.5
print(b, b[0] == np.longdouble(1) / 3, b.copy(), b[::-1])
print(np.array([np.longdouble(1) / 3]).astype(str), np.array(['1.1', '2'], dtype='U3').astype(np.longdouble))
print(np.format_float_positional(np.longdouble(1) / 3), np.format_float_scientific(np.longdouble(1) / 3, precision=5))
# expect: [0.14285714 0.28571429 0.42857143] [1 2 0] 0 1 [0.14285714 0.28571429 0.42857143]
# expect: 0.28571428571428571428 0.28571428571428571428 [[0.18367347 0.06122449]
# expect:  [0.06122449 0.02040816]]
# expect: [1.42857143 1.63265306 2.09912536] [0.42857143 0.3        0.3       ] [0.42857143 0.         0.28571429]
# expect: 0.11664236870396086182 0.0136054421768707483  [0.429 0.143 0.286]
# expect: [0.42857143 0.14285714 0.28571429 1.        ] (2, 3) [[0.42857143 0.14285714 0.28571429]]
# expect: [ True  True  True] [False False False] [False]
# expect: [0.33333333 2.5        2.5       ] True [0.33333333 2.5        2.5       ] [2.5        2.5        0.33333333]
# expect: ['0.33333333333333333334'] [1.1 2. ]
# expect: 0.33333333333333333334 3.33333e-01

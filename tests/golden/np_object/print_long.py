# Printing wraps at 75 columns and summarises above 1000 elements, as for numbers.
import numpy as np

a = np.array(list(range(40)), dtype=object)
print(repr(a))
print(a)
w = np.array(['a' * 30, 'b' * 30, 'c' * 30], dtype=object)
print(repr(w))
print(repr(np.arange(2000).astype(object)))
print(repr(np.arange(6, dtype=object).reshape(2, 3)))
print(np.arange(6, dtype=object).reshape(2, 3))
# expect: array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
# expect:        19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,
# expect:        36, 37, 38, 39], dtype=object)
# expect: [0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27
# expect:  28 29 30 31 32 33 34 35 36 37 38 39]
# expect: array(['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
# expect:        'cccccccccccccccccccccccccccccc'], dtype=object)
# expect: array([0, 1, 2, ..., 1997, 1998, 1999], dtype=object)
# expect: array([[0, 1, 2],
# expect:        [3, 4, 5]], dtype=object)
# expect: [[0 1 2]
# expect:  [3 4 5]]

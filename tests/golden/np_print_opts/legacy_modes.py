# np.set_printoptions(legacy='1.13'): NumPy 1.13's array and scalar printing (sign column, 8-digit
# scientific values, '..., ' summaries, 0-d arrays as their item, %g scalars); '1.21' and False
import numpy as np
for mode in ['1.13', '1.21', False]:
    np.set_printoptions(legacy=mode)
    print(mode, np.get_printoptions()['legacy'], np.get_printoptions()['sign'])
    print(np.array([1.5, 2.0]), np.array([1.5, -2.0]), np.array([1, 2]), np.array([0.1, 0.25, 1e-5]))
    print(repr(np.array([1.5, 2.0])), repr(np.array(3.0)), str(np.array(3.0)), repr(np.array(5)))
    print(repr(np.float64(0.1 + 0.2)), str(np.float64(0.1 + 0.2)), np.float32(0.1), repr(np.float32(1/3)))
    print(np.array([1e10, 1.5]), np.array([1 + 2j, 3 - 1j]), np.array([True, False]))
    print(repr(np.arange(2000.0)))
    print(np.arange(2000).reshape(1000, 2))
    print(np.array([[1.0, 2.5], [3.25, -4.0]]))
    print(repr(np.linspace(0, 1, 7)))
    print(np.array([np.nan, np.inf, 1.0]), np.array([0.0, 0.0]), np.array([]), repr(np.array([])))
    print(np.array([1e-20, 1.0]), np.array([123456789.0, 0.5]))
    print(np.float64(1e20), np.float64(1.5), np.float64(3.0), repr(np.float64(1e-7)))

# expect: 1.13 1.13 -
# expect: [ 1.5  2. ] [ 1.5 -2. ] [1 2] [  1.00000000e-01   2.50000000e-01   1.00000000e-05]
# expect: array([ 1.5,  2. ]) array(3.0) 3.0 array(5)
# expect: 0.30000000000000004 0.3 0.1 0.33333334
# expect: [  1.00000000e+10   1.50000000e+00] [ 1.+2.j  3.-1.j] [ True False]
# expect: array([  0.00000000e+00,   1.00000000e+00,   2.00000000e+00, ...,
# expect:          1.99700000e+03,   1.99800000e+03,   1.99900000e+03])
# expect: [[   0    1]
# expect:  [   2    3]
# expect:  [   4    5]
# expect:  ..., 
# expect:  [1994 1995]
# expect:  [1996 1997]
# expect:  [1998 1999]]
# expect: [[ 1.    2.5 ]
# expect:  [ 3.25 -4.  ]]
# expect: array([ 0.        ,  0.16666667,  0.33333333,  0.5       ,  0.66666667,
# expect:         0.83333333,  1.        ])
# expect: [ nan  inf   1.] [ 0.  0.] [] array([], dtype=float64)
# expect: [  1.00000000e-20   1.00000000e+00] [  1.23456789e+08   5.00000000e-01]
# expect: 1e+20 1.5 3.0 9.9999999999999995e-08
# expect: 1.21 1.21 -
# expect: [1.5 2. ] [ 1.5 -2. ] [1 2] [1.0e-01 2.5e-01 1.0e-05]
# expect: array([1.5, 2. ]) array(3.) 3.0 array(5)
# expect: 0.30000000000000004 0.30000000000000004 0.1 0.33333334
# expect: [1.0e+10 1.5e+00] [1.+2.j 3.-1.j] [ True False]
# expect: array([0.000e+00, 1.000e+00, 2.000e+00, ..., 1.997e+03, 1.998e+03,
# expect:        1.999e+03])
# expect: [[   0    1]
# expect:  [   2    3]
# expect:  [   4    5]
# expect:  ...
# expect:  [1994 1995]
# expect:  [1996 1997]
# expect:  [1998 1999]]
# expect: [[ 1.    2.5 ]
# expect:  [ 3.25 -4.  ]]
# expect: array([0.        , 0.16666667, 0.33333333, 0.5       , 0.66666667,
# expect:        0.83333333, 1.        ])
# expect: [nan inf  1.] [0. 0.] [] array([], dtype=float64)
# expect: [1.e-20 1.e+00] [1.23456789e+08 5.00000000e-01]
# expect: 1e+20 1.5 3.0 1e-07
# expect: False False -
# expect: [1.5 2. ] [ 1.5 -2. ] [1 2] [1.0e-01 2.5e-01 1.0e-05]
# expect: array([1.5, 2. ]) array(3.) 3.0 array(5)
# expect: 0.30000000000000004 0.30000000000000004 0.1 0.33333334
# expect: [1.0e+10 1.5e+00] [1.+2.j 3.-1.j] [ True False]
# expect: array([0.000e+00, 1.000e+00, 2.000e+00, ..., 1.997e+03, 1.998e+03,
# expect:        1.999e+03])
# expect: [[   0    1]
# expect:  [   2    3]
# expect:  [   4    5]
# expect:  ...
# expect:  [1994 1995]
# expect:  [1996 1997]
# expect:  [1998 1999]]
# expect: [[ 1.    2.5 ]
# expect:  [ 3.25 -4.  ]]
# expect: array([0.        , 0.16666667, 0.33333333, 0.5       , 0.66666667,
# expect:        0.83333333, 1.        ])
# expect: [nan inf  1.] [0. 0.] [] array([], dtype=float64)
# expect: [1.e-20 1.e+00] [1.23456789e+08 5.00000000e-01]
# expect: 1e+20 1.5 3.0 1e-07

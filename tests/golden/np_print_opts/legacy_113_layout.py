# the 1.13 printing mode: wrapping, summaries, complex, float32/float16, strings, bools, options
import numpy as np
np.set_printoptions(legacy='1.13')
print(np.arange(2000.0))
print(np.arange(3000))
print(repr(np.arange(3000)))
print(np.arange(30.0) / 3)
print(repr(np.arange(30.0) / 3))
print(np.arange(24.0).reshape(2, 3, 4))
print(repr(np.arange(24).reshape(2, 3, 4)))
print(np.zeros((3, 400)))
print(np.array([1 + 2j, np.nan + 1j, 3 - np.inf * 1j]))
print(repr(np.array([1.5, 2.5], np.float16)), repr(np.float16(2.5)), str(np.array(np.float32(0.1))))
print(repr(np.array(['ab', 'c'])), repr(np.array('ab')))
print(repr(np.array([np.datetime64('2020-01-01')])))
print(np.array([[True, False], [False, True]]), repr(np.array([True])))
print(np.array([0.5, 1.0], np.float32) * 3, np.array([1e-5, 1.0], np.float32))
print(repr(np.array([1.0, -np.inf, np.nan])))
print(np.array([100.25, -0.5]), repr(np.array([1e8, 1.0])), repr(np.array([-1e-5, 1.0])))
with np.printoptions(precision=3):
    print(np.array([1/3, 2/3]), np.array([1e-7, 1.0]))
print(np.get_printoptions()['legacy'], np.get_printoptions()['sign'])
np.set_printoptions(legacy=False)
print(np.array([1.5, 2.0]), repr(np.array(3.0)), np.get_printoptions()['legacy'])
np.set_printoptions(sign=' ', legacy='1.13')
print(np.get_printoptions()['sign'])
print(np.array2string(np.array([1.0, 2.0]), legacy='1.13'), np.array2string(np.array(2.0), legacy='1.13'))
np.set_printoptions(legacy=False)
print(np.array2string(np.array([1.0, 2.0]), legacy='1.13'), np.array2string(np.array(2.0), legacy='1.13'))
print(np.array2string(np.array([1.0, 2.0]), legacy=False))

# expect: [  0.00000000e+00   1.00000000e+00   2.00000000e+00 ...,   1.99700000e+03
# expect:    1.99800000e+03   1.99900000e+03]
# expect: [   0    1    2 ..., 2997 2998 2999]
# expect: array([   0,    1,    2, ..., 2997, 2998, 2999])
# expect: [ 0.          0.33333333  0.66666667  1.          1.33333333  1.66666667
# expect:   2.          2.33333333  2.66666667  3.          3.33333333  3.66666667
# expect:   4.          4.33333333  4.66666667  5.          5.33333333  5.66666667
# expect:   6.          6.33333333  6.66666667  7.          7.33333333  7.66666667
# expect:   8.          8.33333333  8.66666667  9.          9.33333333  9.66666667]
# expect: array([ 0.        ,  0.33333333,  0.66666667,  1.        ,  1.33333333,
# expect:         1.66666667,  2.        ,  2.33333333,  2.66666667,  3.        ,
# expect:         3.33333333,  3.66666667,  4.        ,  4.33333333,  4.66666667,
# expect:         5.        ,  5.33333333,  5.66666667,  6.        ,  6.33333333,
# expect:         6.66666667,  7.        ,  7.33333333,  7.66666667,  8.        ,
# expect:         8.33333333,  8.66666667,  9.        ,  9.33333333,  9.66666667])
# expect: [[[  0.   1.   2.   3.]
# expect:   [  4.   5.   6.   7.]
# expect:   [  8.   9.  10.  11.]]
# expect: 
# expect:  [[ 12.  13.  14.  15.]
# expect:   [ 16.  17.  18.  19.]
# expect:   [ 20.  21.  22.  23.]]]
# expect: array([[[ 0,  1,  2,  3],
# expect:         [ 4,  5,  6,  7],
# expect:         [ 8,  9, 10, 11]],
# expect: 
# expect:        [[12, 13, 14, 15],
# expect:         [16, 17, 18, 19],
# expect:         [20, 21, 22, 23]]])
# expect: [[ 0.  0.  0. ...,  0.  0.  0.]
# expect:  [ 0.  0.  0. ...,  0.  0.  0.]
# expect:  [ 0.  0.  0. ...,  0.  0.  0.]]
# expect: [  1. +2.j  nan +1.j  nan-infj]
# expect: array([ 1.5,  2.5], dtype=float16) 2.5 0.10000000149011612
# expect: array(['ab', 'c'],
# expect:       dtype='<U2') array('ab',
# expect:       dtype='<U2')
# expect: array(['2020-01-01'], dtype='datetime64[D]')
# expect: [[ True False]
# expect:  [False  True]] array([ True], dtype=bool)
# expect: [ 1.5  3. ] [  9.99999975e-06   1.00000000e+00]
# expect: array([  1., -inf,  nan])
# expect: [ 100.25   -0.5 ] array([  1.00000000e+08,   1.00000000e+00]) array([ -1.00000000e-05,   1.00000000e+00])
# expect: [ 0.333  0.667] [  1.000e-07   1.000e+00]
# expect: 1.13 -
# expect: [1.5 2. ] array(3.) False
# expect: -
# expect: [ 1.  2.] 2.0
# expect: [ 1.  2.] 2.0
# expect: [1. 2.]

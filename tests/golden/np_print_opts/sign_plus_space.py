# np.set_printoptions(sign='+') and sign=' ': float elements get a '+' (or a space's room)
# for non-negative values; integers and booleans do not change; NumPy scalars neither.
import numpy as np

data = [np.array([1.0, -2.5, 0.0]), np.array([1.5, 2.25]), np.array([0.001, 1e9]),
        np.array([-0.0, 3.0]), np.array([np.nan, 1.0]), np.array([np.inf, -np.inf, 2.0]),
        np.array([np.nan]), np.array([1.5e-9, -2e3], dtype=np.float32), np.array([[1.0, 2.0], [3.0, 4.0]]),
        np.array([3, -4]), np.array([True, False]), np.array(2.5), np.array([np.inf])]
for s in ["+", " ", "-"]:
    np.set_printoptions(sign=s)
    print("sign", repr(s))
    for a in data:
        print(a)
        print(repr(a))
    print(np.float64(2.5), np.float32(-1.5), [np.float64(1.0)])
np.set_printoptions(sign="+", floatmode="fixed", precision=3)
print(np.array([1.0, -2.0, 0.5]), np.array([1e-7, 2.0]))
np.set_printoptions(sign=" ", floatmode="maxprec_equal", precision=8)
print(np.array([1.0, 2.5]), np.array([1e-7, 2.0]))
print(np.array2string(np.array([1.0, 2.0]), sign="+"), np.array([1.0, 2.0]))
np.set_printoptions(sign="-", floatmode="maxprec")
print(np.array([1.0, 2.5]))

# expect: sign '+'
# expect: [+1.  -2.5 +0. ]
# expect: array([+1. , -2.5, +0. ])
# expect: [+1.5  +2.25]
# expect: array([+1.5 , +2.25])
# expect: [+1.e-03 +1.e+09]
# expect: array([+1.e-03, +1.e+09])
# expect: [-0. +3.]
# expect: array([-0., +3.])
# expect: [+nan  +1.]
# expect: array([+nan,  +1.])
# expect: [+inf -inf  +2.]
# expect: array([+inf, -inf,  +2.])
# expect: [+nan]
# expect: array([+nan])
# expect: [+1.5e-09 -2.0e+03]
# expect: array([+1.5e-09, -2.0e+03], dtype=float32)
# expect: [[+1. +2.]
# expect:  [+3. +4.]]
# expect: array([[+1., +2.],
# expect:        [+3., +4.]])
# expect: [ 3 -4]
# expect: array([ 3, -4])
# expect: [ True False]
# expect: array([ True, False])
# expect: 2.5
# expect: array(+2.5)
# expect: [+inf]
# expect: array([+inf])
# expect: 2.5 -1.5 [1.0]
# expect: sign ' '
# expect: [ 1.  -2.5  0. ]
# expect: array([ 1. , -2.5,  0. ])
# expect: [ 1.5   2.25]
# expect: array([ 1.5 ,  2.25])
# expect: [ 1.e-03  1.e+09]
# expect: array([ 1.e-03,  1.e+09])
# expect: [-0.  3.]
# expect: array([-0.,  3.])
# expect: [ nan   1.]
# expect: array([ nan,   1.])
# expect: [ inf -inf   2.]
# expect: array([ inf, -inf,   2.])
# expect: [ nan]
# expect: array([ nan])
# expect: [ 1.5e-09 -2.0e+03]
# expect: array([ 1.5e-09, -2.0e+03], dtype=float32)
# expect: [[ 1.  2.]
# expect:  [ 3.  4.]]
# expect: array([[ 1.,  2.],
# expect:        [ 3.,  4.]])
# expect: [ 3 -4]
# expect: array([ 3, -4])
# expect: [ True False]
# expect: array([ True, False])
# expect: 2.5
# expect: array( 2.5)
# expect: [ inf]
# expect: array([ inf])
# expect: 2.5 -1.5 [1.0]
# expect: sign '-'
# expect: [ 1.  -2.5  0. ]
# expect: array([ 1. , -2.5,  0. ])
# expect: [1.5  2.25]
# expect: array([1.5 , 2.25])
# expect: [1.e-03 1.e+09]
# expect: array([1.e-03, 1.e+09])
# expect: [-0.  3.]
# expect: array([-0.,  3.])
# expect: [nan  1.]
# expect: array([nan,  1.])
# expect: [ inf -inf   2.]
# expect: array([ inf, -inf,   2.])
# expect: [nan]
# expect: array([nan])
# expect: [ 1.5e-09 -2.0e+03]
# expect: array([ 1.5e-09, -2.0e+03], dtype=float32)
# expect: [[1. 2.]
# expect:  [3. 4.]]
# expect: array([[1., 2.],
# expect:        [3., 4.]])
# expect: [ 3 -4]
# expect: array([ 3, -4])
# expect: [ True False]
# expect: array([ True, False])
# expect: 2.5
# expect: array(2.5)
# expect: [inf]
# expect: array([inf])
# expect: 2.5 -1.5 [1.0]
# expect: [+1.000 -2.000 +0.500] [+1.000e-07 +2.000e+00]
# expect: [ 1.0  2.5] [ 1.e-07  2.e+00]
# expect: [+1. +2.] [ 1.  2.]
# expect: [1.  2.5]

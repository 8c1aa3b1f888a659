# np.genfromtxt's skip_header, skip_footer, usecols, max_rows, comments, widths, autostrip, unpack, ndmin and dtypes.
import numpy as np
print(repr(np.genfromtxt(["# header", "a b", "1 2 # note", "# full line", "", "3 4"], skip_header=2)))
print(repr(np.genfromtxt(["1 2", "3 4", "5 6"], skip_header=1, skip_footer=1)))
print(repr(np.genfromtxt(["1 2", "3 4", "5 6"], max_rows=2)))
print(repr(np.genfromtxt(["1 2 3", "4 5 6"], usecols=-1)))
print(repr(np.genfromtxt(["1 2 3", "4 5 6"], usecols=(0, 2))))
print(repr(np.genfromtxt(["1;2", "3;4"], delimiter=";", ndmin=2, usecols=0)))
print(repr(np.genfromtxt(["% c", "1 2", "3 4"], comments="%", unpack=True)))
print(repr(np.genfromtxt(["1 2 3", "4 5 6"], delimiter=1)))
print(repr(np.genfromtxt(["123456"], delimiter=(2, 3, 1))))
print(repr(np.genfromtxt([" 1, 2", "3 ,4"], delimiter=",", dtype=str)))
print(repr(np.genfromtxt([" 1, 2", "3 ,4"], delimiter=",", dtype=str, autostrip=True)))
print(repr(np.genfromtxt(["True,false", "1,TRUE"], delimiter=",", dtype=bool)))
print(repr(np.genfromtxt(["a,2", "3,4j"], delimiter=",", dtype=complex)))
print(repr(np.genfromtxt(["1 2", "3 inf", "-Infinity NaN", "5 1_000"])))
print(repr(np.genfromtxt(["1.5 2"], dtype=np.float32)))
print(repr(np.genfromtxt(["7"])), repr(np.genfromtxt(["7"], ndmin=1)), repr(np.genfromtxt(["1 2 3"])))
print(repr(np.genfromtxt(["1", "2", "3"], dtype=int)))
# expect: array([[1., 2.],
# expect:        [3., 4.]])
# expect: array([3., 4.])
# expect: array([[1., 2.],
# expect:        [3., 4.]])
# expect: array([3., 6.])
# expect: array([[1., 3.],
# expect:        [4., 6.]])
# expect: array([[1.],
# expect:        [3.]])
# expect: array([[1., 3.],
# expect:        [2., 4.]])
# expect: array([[ 1., nan,  2., nan,  3.],
# expect:        [ 4., nan,  5., nan,  6.]])
# expect: array([ 12., 345.,   6.])
# expect: array([['1', ' 2'],
# expect:        ['3 ', '4']], dtype='<U2')
# expect: array([['1', '2'],
# expect:        ['3', '4']], dtype='<U1')
# expect: array([[ True, False],
# expect:        [False,  True]])
# expect: array([[nan+0.j,  2.+0.j],
# expect:        [ 3.+0.j,  0.+4.j]])
# expect: array([[   1.,    2.],
# expect:        [   3.,   inf],
# expect:        [ -inf,   nan],
# expect:        [   5., 1000.]])
# expect: array([1.5, 2. ], dtype=float32)
# expect: array(7.) array([7.]) array([1., 2., 3.])
# expect: array([1, 2, 3])

# np.genfromtxt(dtype=None) infers one type when the columns agree (bool -> int -> float -> complex).
import numpy as np
print(repr(np.genfromtxt(["1 2", "3 4"], dtype=None)))
print(repr(np.genfromtxt(["1.5 2", "3 4e3"], dtype=None)))
print(repr(np.genfromtxt(["1,,3"], delimiter=",", dtype=None)))
print(repr(np.genfromtxt(["True False", "false TRUE"], dtype=None)))
print(repr(np.genfromtxt(["1+2j 3", "4 5j"], dtype=None)))
print(repr(np.genfromtxt(["99999999999999999999 1.5"], dtype=None)))
print(repr(np.genfromtxt(["a b", "c d"], dtype=None, encoding=None)))
# expect: array([[1, 2],
# expect:        [3, 4]])
# expect: array([[1.5e+00, 2.0e+00],
# expect:        [3.0e+00, 4.0e+03]])
# expect: array([1, 0, 3])
# expect: array([[ True, False],
# expect:        [False,  True]])
# expect: array([[1.+2.j, 3.+0.j],
# expect:        [4.+0.j, 0.+5.j]])
# expect: array([1.0e+20, 1.5e+00])
# expect: array([['a', 'b'],
# expect:        ['c', 'd']], dtype='<U1')

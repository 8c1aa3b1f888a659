# np.genfromtxt gives a structured array for names= (a header line, a string, a list), for an explicit record dtype and for dtype=None over columns of different types.
import numpy as np
print(repr(np.genfromtxt(["a b", "1 2.5", "3 4"], names=True)))
print(repr(np.genfromtxt(["# a b", "1 2.5", "3 4"], names=True, dtype=None)))
print(repr(np.genfromtxt(["1 2.5", "3 4"], dtype=None)))
print(repr(np.genfromtxt(["1,2.5", "3,4"], delimiter=",", names="x,y")))
print(repr(np.genfromtxt(["1 2.5", "3 4"], dtype=[('a', int), ('b', float)])))
print(np.genfromtxt(["x y", "1 2.5", "3 4"], names=True)['y'])
print(repr(np.genfromtxt(["a b c", "1 2 3", "4 5 6"], names=True, usecols=("a", "c"))))
print(repr(np.genfromtxt(["a b c", "1 2 3", "4 5 6"], names=True, usecols=(0, 2), dtype=int)))
print(np.genfromtxt(["a b", "1 2.5", "3 4"], names=True, unpack=True))
print(np.genfromtxt(["a", "1", "3"], names=True, unpack=True))
print(repr(np.genfromtxt(["1 2", "3 4"], names=["p", "q"], dtype=int)))
# expect: array([(1., 2.5), (3., 4. )], dtype=[('a', '<f8'), ('b', '<f8')])
# expect: array([(1, 2.5), (3, 4. )], dtype=[('a', '<i8'), ('b', '<f8')])
# expect: array([(1, 2.5), (3, 4. )], dtype=[('f0', '<i8'), ('f1', '<f8')])
# expect: array([(1., 2.5), (3., 4. )], dtype=[('x', '<f8'), ('y', '<f8')])
# expect: array([(1, 2.5), (3, 4. )], dtype=[('a', '<i8'), ('b', '<f8')])
# expect: [2.5 4. ]
# expect: array([(1., 3.), (4., 6.)], dtype=[('a', '<f8'), ('c', '<f8')])
# expect: array([(1, 3), (4, 6)], dtype=[('a', '<i8'), ('c', '<i8')])
# expect: [array([1., 3.]), array([2.5, 4. ])]
# expect: [1. 3.]
# expect: array([(1, 2), (3, 4)], dtype=[('p', '<i8'), ('q', '<i8')])

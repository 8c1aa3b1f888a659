# .T .H .I .A .A1 and their get* methods; other array methods give matrices back.
import numpy as np
m = np.matrix([[1, 2], [3, 4]])
print(repr(m.T), repr(m.I), repr(m.A), repr(m.A1), repr(m.getA()), repr(m.getA1()))
print(repr(m.H), repr(m.getT()), repr(m.getH()), repr(m.getI()))
c = np.matrix([[1 + 2j, 3], [4j, 5 - 1j]])
print(repr(c.H), repr(c.T), repr(c.real), repr(c.imag))
print(repr(np.matrix([[1, 2, 3]]).I))
print(repr(np.matrix([[1.0], [2.0]]).I))
print(repr(m.ravel()), repr(m.flatten()), m.tolist(), repr(m.reshape(1, 4)), repr(m.reshape(4, 1)))
print(repr(m.squeeze()), repr(m[:, 0].squeeze()), repr(m.cumsum()), repr(m.astype(np.float32)))
print(repr(m.copy()), repr(m.diagonal()), repr(m.trace()), repr(m.transpose()), repr(m.round()))
print(repr(m.reshape(2, 2, 1)), repr(m.clip(2, 3)), repr(m.conj()), repr(m.argsort(axis=0)))
print(m.nonzero(), m.shape, m.T.shape, m.A.shape, m.A1.shape)
print(type(m.A).__name__, type(m.A1).__name__, type(m.I).__name__, type(m.tolist()).__name__)
s = m.copy()
s.sort(axis=0)
print(repr(s))

# expect: matrix([[1, 3],
# expect:         [2, 4]]) matrix([[-2. ,  1. ],
# expect:         [ 1.5, -0.5]]) array([[1, 2],
# expect:        [3, 4]]) array([1, 2, 3, 4]) array([[1, 2],
# expect:        [3, 4]]) array([1, 2, 3, 4])
# expect: matrix([[1, 3],
# expect:         [2, 4]]) matrix([[1, 3],
# expect:         [2, 4]]) matrix([[1, 3],
# expect:         [2, 4]]) matrix([[-2. ,  1. ],
# expect:         [ 1.5, -0.5]])
# expect: matrix([[1.-2.j, 0.-4.j],
# expect:         [3.-0.j, 5.+1.j]]) matrix([[1.+2.j, 0.+4.j],
# expect:         [3.+0.j, 5.-1.j]]) matrix([[1., 3.],
# expect:         [0., 5.]]) matrix([[ 2.,  0.],
# expect:         [ 4., -1.]])
# expect: matrix([[0.07142857],
# expect:         [0.14285714],
# expect:         [0.21428571]])
# expect: matrix([[0.2, 0.4]])
# expect: matrix([[1, 2, 3, 4]]) matrix([[1, 2, 3, 4]]) [[1, 2], [3, 4]] matrix([[1, 2, 3, 4]]) matrix([[1],
# expect:         [2],
# expect:         [3],
# expect:         [4]])
# expect: matrix([[1, 2],
# expect:         [3, 4]]) matrix([[1, 3]]) matrix([[ 1,  3,  6, 10]]) matrix([[1., 2.],
# expect:         [3., 4.]], dtype=float32)
# expect: matrix([[1, 2],
# expect:         [3, 4]]) matrix([[1, 4]]) matrix([[5]]) matrix([[1, 3],
# expect:         [2, 4]]) matrix([[1, 2],
# expect:         [3, 4]])
# expect: matrix([[1, 2],
# expect:         [3, 4]]) matrix([[2, 2],
# expect:         [3, 3]]) matrix([[1, 2],
# expect:         [3, 4]]) matrix([[0, 0],
# expect:         [1, 1]])
# expect: (array([0, 0, 1, 1]), array([0, 1, 0, 1])) (2, 2) (2, 2) (2, 2) (4,)
# expect: ndarray ndarray matrix list
# expect: matrix([[1, 2],
# expect:         [3, 4]])

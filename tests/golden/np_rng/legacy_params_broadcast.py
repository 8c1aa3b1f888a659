# RandomState distributions broadcast array parameters against each other and against size; RandomState objects have them as methods.
import numpy as np
np.random.seed(11)
r = np.random
print(repr(r.gamma([1.0, 2.0, 3.0], [[1.0], [2.0]])))
print(repr(r.gamma([1, 2], size=(2, 2))), repr(r.laplace(np.array(1.0))))
print(repr(r.triangular([0, 1], 2, [3, 4])), repr(r.geometric([0.3, 0.6])))
rs = np.random.RandomState(5)
print(repr(rs.gamma(2.0, size=3)), rs.beta(1, 2), repr(rs.laplace(size=(2, 2))), rs.standard_t(10))
print(repr(rs.beta(a=0.5, b=[0.5, 2.0])), repr(rs.wald(mean=1, scale=[1, 2], size=(3, 2))))
# expect: array([[0.19877988, 1.6291448 , 2.08942   ],
# expect:        [1.32883608, 3.31198824, 4.35604989]])
# expect: array([[1.30920174, 1.42370323],
# expect:        [0.02069631, 1.95464256]]) 0.542295818646555
# expect: array([0.97338268, 2.79745168]) array([5, 1])
# expect: array([2.30364714, 1.27496766, 7.18637278]) 0.3491693805545543 array([[-0.97965006, -1.82335827],
# expect:        [ 0.64794553, -0.12486228]]) -0.9570047693065019
# expect: array([0.5404343 , 0.35007262]) array([[0.43491909, 0.50118837],
# expect:        [0.49750203, 1.00232827],
# expect:        [1.11168955, 1.73963285]])

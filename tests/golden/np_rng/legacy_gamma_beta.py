# RandomState's gamma family draws NumPy's legacy stream bit for bit: Marsaglia-Tsang on the polar-method gauss, Johnk's beta.
import numpy as np
np.random.seed(1)
r = np.random
print(repr(r.gamma(2.0, 1.5, 3)), repr(r.gamma(0.5, size=2)), r.gamma(1.0), r.standard_gamma(0.0))
print(repr(r.standard_gamma(3.3, 2)), repr(r.beta(2, 3, 2)), repr(r.beta(0.5, 0.5, 2)))
print(repr(r.chisquare(3, 2)), repr(r.noncentral_chisquare(3, 2, 2)), repr(r.noncentral_chisquare(0.5, 1, 2)))
print(repr(r.f(5, 2, 2)), repr(r.noncentral_f(3, 4, 1.5, 2)), repr(r.standard_t(5, 3)))
# expect: array([7.14921304, 1.49260943, 1.61034192]) array([0.29203897, 0.53489661]) 2.1046972912078052 0.0
# expect: array([1.47577574, 1.71836935]) array([0.58259957, 0.20405779]) array([0.82583787, 0.03605402])
# expect: array([3.23540034, 3.6868978 ]) array([4.1028325 , 6.12112842]) array([0.63329984, 2.97368688])
# expect: array([2.29090998, 3.04539913]) array([0.01671472, 2.10690747]) array([1.41235463, 2.4006269 , 0.06894209])

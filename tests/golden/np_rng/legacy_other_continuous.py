# RandomState's other continuous distributions, bit for bit as NumPy 1.24's legacy stream makes them.
import numpy as np
np.random.seed(7)
r = np.random
print(repr(r.standard_cauchy(2)), repr(r.lognormal(0, 1, 2)), r.lognormal(), repr(r.pareto(3, 2)))
print(repr(r.weibull(1.5, 2)), r.weibull(0), repr(r.power(2, 2)), repr(r.rayleigh(2, 2)), repr(r.wald(1, 2, 2)))
print(repr(r.laplace(0, 1, 2)), repr(r.gumbel(1, 2, 2)), repr(r.logistic(0, 1, 2)))
print(repr(r.vonmises(0, 4, 3)), repr(r.vonmises(1, 1e-6, 2)), repr(r.vonmises(0.5, 1e-9, 1)))
print(repr(r.triangular(0, 1, 3, 3)), r.triangular(-1, -1, 1))
# expect: array([-3.62822519,  0.08053706]) array([0.45433384, 1.00206771]) 0.9991100104179351 array([0.46083809, 0.72076682])
# expect: array([0.61266851, 0.16694303]) 0.0 array([0.53679195, 0.95372613]) array([1.38568914, 2.19400315]) array([3.22992388, 1.05127934])
# expect: array([-0.77521279,  0.1020104 ]) array([-0.74952655,  4.8910558 ]) array([0.09371886, 1.1007994 ])
# expect: array([-0.82209172, -0.4755876 ,  0.32043908]) array([0.01355746, 2.42264704]) array([-0.81460817])
# expect: array([1.19848893, 1.70228845, 1.12328771]) 0.38819372073944414

import numpy as np
x = np.array([[0, 2], [1, 1], [2, 0]]).T
print(np.cov(x))
d = np.random.RandomState(5).randn(3, 40)
print(np.cov(d))
print(np.cov(d[0], d[1]))
print(np.cov(d.T, rowvar=False, bias=True))
print(repr(np.cov([1, 2, 3, 4])), repr(np.cov([1, 2, 3], ddof=0)))
print(np.cov(d)[0, 1])
# expect: [[ 1. -1.]
# expect:  [-1.  1.]]
# expect: [[ 0.82861705 -0.00140613  0.1457715 ]
# expect:  [-0.00140613  1.06272018  0.30417719]
# expect:  [ 0.1457715   0.30417719  1.09517388]]
# expect: [[ 0.82861705 -0.00140613]
# expect:  [-0.00140613  1.06272018]]
# expect: [[ 0.80790163 -0.00137098  0.14212721]
# expect:  [-0.00137098  1.03615217  0.29657276]
# expect:  [ 0.14212721  0.29657276  1.06779454]]
# expect: array(1.66666667) array(0.66666667)
# expect: -0.0014061327447393087

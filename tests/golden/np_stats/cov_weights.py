# np.cov with fweights= (integer repeat counts) and aweights= (observation weights)
import numpy as np
x = np.array([[0.0, 1.0, 2.0, 4.0], [2.0, 1.5, 0.5, -1.0]])
print(np.cov(x, fweights=[1, 2, 1, 3]))
print(np.cov(x, aweights=[0.5, 1.0, 2.0, 0.25]))
print(np.cov(x, fweights=[1, 2, 1, 3], aweights=[0.5, 1.0, 2.0, 0.25]))
print(np.cov(x, aweights=[1, 2, 1, 1], ddof=0), np.cov(x[0], fweights=[2, 1, 1, 1], bias=True))
print(np.cov([1, 2, 3], aweights=[1, 2, 1]), np.cov([1, 2, 3, 4], fweights=[1, 2, 1, 1]))
print(np.cov(x.T, rowvar=False, fweights=np.array([1, 1, 2, 2])))
for kw in [dict(fweights=[1.5, 1, 1, 1]), dict(fweights=[[1, 1, 1, 1]]), dict(aweights=[1, 2]),
           dict(aweights=[1, -1, 1, 1])]:
    try:
        np.cov(x, **kw)
    except (TypeError, RuntimeError, ValueError) as e:
        print(type(e).__name__, e)


# expect: [[ 2.9047619  -2.28571429]
# expect:  [-2.28571429  1.80952381]]
# expect: [[ 1.45714286 -1.15714286]
# expect:  [-1.15714286  0.93571429]]
# expect: [[ 1.63313609 -1.31360947]
# expect:  [-1.31360947  1.07100592]]
# expect: [[ 1.84 -1.44]
# expect:  [-1.44  1.14]] 2.2399999999999998
# expect: 0.8 1.3
# expect: [[ 2.56666667 -1.98333333]
# expect:  [-1.98333333  1.54166667]]
# expect: TypeError fweights must be integer
# expect: RuntimeError cannot handle multidimensional fweights
# expect: RuntimeError incompatible numbers of samples and aweights
# expect: ValueError aweights cannot be negative

import numpy as np
x = np.random.RandomState(3).randn(1000)
n, e = np.histogram(x)
print(n)
print(e)
print(np.histogram(x, bins=7, range=(-2, 2)))
print(np.histogram([1, 2, 2, 3, 5], bins=[0, 1, 2, 3, 5]))
print(np.histogram(np.arange(20) % 7, bins=3))
print(np.histogram([3, 3, 3], bins=2))
# expect: [  8  43 111 214 254 215 107  41   5   2]
# expect: [-2.9839702  -2.31532736 -1.64668452 -0.97804167 -0.30939883  0.35924402
# expect:   1.02788686  1.6965297   2.36517255  3.03381539  3.70245824]
# expect: (array([ 54, 119, 187, 224, 184, 128,  64]), array([-2.        , -1.42857143, -0.85714286, -0.28571429,  0.28571429,
# expect:         0.85714286,  1.42857143,  2.        ]))
# expect: (array([0, 1, 2, 2]), array([0, 1, 2, 3, 5]))
# expect: (array([6, 6, 8]), array([0., 2., 4., 6.]))
# expect: (array([0, 3]), array([2.5, 3. , 3.5]))

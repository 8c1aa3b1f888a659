import numpy as np
xp = [1, 2, 3]
fp = [3, 2, 0]
print(repr(np.interp(2.5, xp, fp)), np.interp([0, 1, 1.5, 2.72, 3.14], xp, fp))
print(np.interp([0, 5], xp, fp, left=-1, right=9))
x = np.linspace(0, 2 * np.pi, 10)
print(np.interp(np.linspace(0, 2 * np.pi, 7), x, np.sin(x)))
print(np.interp([-180, -170, -185, 185, -10, -5, 0, 365], [190, -190, 350, -350], [5, 10, 3, 4], period=360))
# expect: 1.0 [3.   3.   2.5  0.56 0.  ]
# expect: [-1.  9.]
# expect: [ 0.00000000e+00  8.13797681e-01  8.66025404e-01  1.11022302e-16
# expect:  -8.66025404e-01 -8.13797681e-01 -2.44929360e-16]
# expect: [7.5  5.   8.75 6.25 3.   3.25 3.5  3.75]

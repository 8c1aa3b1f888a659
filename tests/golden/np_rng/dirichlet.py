# dirichlet: normalised gamma variates (the Generator breaks sticks with betas when every alpha is below 0.1), bit for bit.
import numpy as np
np.random.seed(9)
print(np.random.dirichlet([1, 2, 3]), np.random.dirichlet([0.5, 0.5], size=2), np.random.dirichlet((10, 5, 3), size=(2, 1)))
r = np.random.default_rng(3)
print(r.dirichlet([1, 2, 3]), r.dirichlet([0.05, 0.02, 0.08], size=2), r.dirichlet([0.5, 0.2], 3))
for bad in [lambda: np.random.dirichlet([1, 0]), lambda: r.dirichlet([[1, 2]]), lambda: r.dirichlet([-1, 2])]:
    try: print(bad())
    except ValueError as e: print(e)
# expect: [0.00144452 0.70831745 0.29023803] [[0.34022219 0.65977781]
# expect:  [0.99897146 0.00102854]] [[[0.46906664 0.30358939 0.22734396]]
# expect: 
# expect:  [[0.68897124 0.13413483 0.17689393]]]
# expect: [0.031652   0.29803033 0.67031767] [[2.55764596e-15 7.53879799e-43 1.00000000e+00]
# expect:  [8.33273957e-03 1.17843926e-10 9.91667260e-01]] [[0.96259115 0.03740885]
# expect:  [0.58964813 0.41035187]
# expect:  [0.81950373 0.18049627]]
# expect: alpha <= 0
# expect: object too deep for desired array
# expect: alpha <= 0

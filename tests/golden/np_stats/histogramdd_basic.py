# np.histogramdd over an (N, D) sample or a sequence of coordinate arrays.
import numpy as np

rng = np.random.RandomState(5)
s = rng.randn(100, 3)
h, e = np.histogramdd(s, bins=(3, 4, 2))
print(h.tolist())
print([q.tolist() for q in e])
h, e = np.histogramdd(s, bins=3, density=True, weights=rng.rand(100))
print(h.sum(), h[0].tolist())
print(np.histogramdd(np.arange(10.0), bins=4))
print(np.histogramdd((np.arange(5), np.arange(5) ** 2), bins=2))

# expect: [[[1.0, 0.0], [2.0, 1.0], [2.0, 3.0], [3.0, 0.0]], [[5.0, 0.0], [11.0, 13.0], [7.0, 14.0], [3.0, 4.0]], [[1.0, 2.0], [2.0, 8.0], [8.0, 5.0], [2.0, 3.0]]]
# expect: [[-2.7745833607708863, -1.0963533159405006, 0.5818767288898852, 2.2601067737202705], [-2.2491181284434787, -1.168434714168419, -0.08775129989335939, 0.9929321143817003, 2.0736155286567595], [-2.859687966622556, -0.1694401662337821, 2.5208076341549916]]
# expect: 0.23057396050921591 [[0.0, 0.0029732293828700755, 0.0], [6.81673396259319e-05, 0.006918275353006472, 0.0], [0.0, 0.014257860182639148, 0.0]]
# expect: (array([3., 2., 2., 3.]), [array([0.  , 2.25, 4.5 , 6.75, 9.  ])])
# expect: (array([[2., 0.],
# expect:        [1., 2.]]), [array([0., 2., 4.]), array([ 0.,  8., 16.])])

import numpy as np
dt = np.dtype([('v', 'f4', (3,)), ('m', np.int64)])
c = np.zeros(2, dt)
c['v'][0] = [1, 2, 3]
c[1] = ([4, 5, 6], 7)
print(c)
print(repr(c))
print(c[0]['v'], c['v'].shape)
print(c['v'])
# expect: [([1., 2., 3.], 0) ([4., 5., 6.], 7)]
# expect: array([([1., 2., 3.], 0), ([4., 5., 6.], 7)],
# expect:       dtype=[('v', '<f4', (3,)), ('m', '<i8')])
# expect: [1. 2. 3.] (2, 3)
# expect: [[1. 2. 3.]
# expect:  [4. 5. 6.]]

# np.genfromtxt(names=True, usemask=True) gives a masked structured array, masked where a field was missing.
import numpy as np
from io import StringIO
g = np.genfromtxt(StringIO("a,b,c\n1,2,3\n4,,6\n"), delimiter=',', names=True, usemask=True)
print(g)
print(repr(g))
print(g['b'], g['b'].mean())
print(g.mask)
print(g[1], g[1]['b'], g[0]['b'])
print(g.filled(0))
h = np.genfromtxt(["a b", "1 2"], names=True, usemask=True)
print(repr(h))
# expect: [(1.0, 2.0, 3.0) (4.0, --, 6.0)]
# expect: masked_array(data=[(1.0, 2.0, 3.0), (4.0, --, 6.0)],
# expect:              mask=[(False, False, False), (False,  True, False)],
# expect:        fill_value=(1.e+20, 1.e+20, 1.e+20),
# expect:             dtype=[('a', '<f8'), ('b', '<f8'), ('c', '<f8')])
# expect: [2.0 --] 2.0
# expect: [(False, False, False) (False,  True, False)]
# expect: (4.0, --, 6.0) -- 2.0
# expect: [(1., 2., 3.) (4., 0., 6.)]
# expect: masked_array(data=(1.0, 2.0),
# expect:              mask=(False, False),
# expect:        fill_value=(1.e+20, 1.e+20),
# expect:             dtype=[('a', '<f8'), ('b', '<f8')])

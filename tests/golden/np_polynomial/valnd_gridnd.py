# polyval2d/3d and polygrid2d/3d (and the Chebyshev and Legendre ones): c evaluated along its
# axes at points of one shape, or on their grid.
import numpy as np
import numpy.polynomial.polynomial as P
import numpy.polynomial.chebyshev as C
import numpy.polynomial.legendre as L
c2 = np.arange(6.).reshape(2, 3)
c3 = np.arange(12.).reshape(2, 3, 2)
x = np.array([0.5, 1.5]); y = np.array([-1., 2.]); z = np.array([0.25, 3.])
for m, p in ((P, 'poly'), (C, 'cheb'), (L, 'leg')):
    print(getattr(m, p + 'val2d')(x, y, c2), getattr(m, p + 'val3d')(x, y, z, c3))
    print(getattr(m, p + 'grid2d')(x, y, c2))
    print(getattr(m, p + 'grid3d')(x, y, z, c3).shape, getattr(m, p + 'val2d')(0.5, 2, c2))
try:
    P.polyval2d([1, 2], [1, 2, 3], c2)
except ValueError as e:
    print(e)
P.polyval3d([1], [1, 2], [1], c3)

# expect: [ 3.  56.5] [  7.875 504.5  ]
# expect: [[ 3.  25.5]
# expect:  [ 7.  56.5]]
# expect: (2, 2, 2) 25.5
# expect: [ 3. 85.] [  7.875 755.   ]
# expect: [[ 3. 39.]
# expect:  [ 7. 85.]]
# expect: (2, 2, 2) 39.0
# expect: [ 3.   70.75] [  7.875 629.75 ]
# expect: [[ 3.   32.25]
# expect:  [ 7.   70.75]]
# expect: (2, 2, 2) 32.25
# expect: x, y are incompatible
# expect runtime error: ValueError: x, y, z are incompatible

# A one-row structured result of np.genfromtxt is squeezed to 0-d, as NumPy's.
import io
import numpy as np

a = np.genfromtxt(io.StringIO("x,y\n1,2.5\n"), delimiter=",", names=True)
print(repr(a), a.shape, a['x'])
b = np.genfromtxt(io.StringIO("1,2.5\n"), delimiter=",", dtype=[('p', 'i4'), ('q', 'f8')])
print(repr(b), b.shape)
# expect: array((1., 2.5), dtype=[('x', '<f8'), ('y', '<f8')]) () 1.0
# expect: array((1, 2.5), dtype=[('p', '<i4'), ('q', '<f8')]) ()

import io
import warnings
import numpy as np
warnings.simplefilter('ignore')
d = np.genfromtxt(io.StringIO("a,1\nbb,2"), delimiter=",", dtype=None)
print(repr(d), d['f0'], type(d[0]['f0']).__name__)
e = np.genfromtxt(io.StringIO("a b\ncc d"), dtype=None)
print(repr(e))
f = np.genfromtxt(io.StringIO("a b\ncc d"), dtype=None, encoding=None)
print(repr(f))
# expect: array([(b'a', 1), (b'bb', 2)], dtype=[('f0', 'S2'), ('f1', '<i8')]) [b'a' b'bb'] bytes_
# expect: array([[b'a', b'b'],
# expect:        [b'cc', b'd']], dtype='|S2')
# expect: array([['a', 'b'],
# expect:        ['cc', 'd']], dtype='<U2')

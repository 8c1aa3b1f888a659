# Elements whose repr has several lines (arrays) are indented under their first line, as
# NumPy's _extendLine_pretty does; floats, NumPy scalars and complex print as their reprs.
import numpy as np

a = np.empty(2, dtype=object)
a[0] = np.eye(2)
a[1] = 'x'
print(repr(a))
print(a)
b = np.array([1.0, 2.5, 1e20, float('nan'), float('inf')], dtype=object)
print(repr(b))
print(b)
c = np.array([np.float32(1.5), np.int8(3), True, 1 + 2j], dtype=object)
print(repr(c))
print(c)
d = np.empty((3, 4), dtype=object)
d[:] = 'ab'
print(repr(d))
print(np.array(['x'], dtype=object)[0], str(np.array('x', dtype=object)), repr(np.array('x', dtype=object)))
# expect: array([array([[1., 0.],
# expect:               [0., 1.]]), 'x'], dtype=object)
# expect: [array([[1., 0.],
# expect:         [0., 1.]]) 'x']
# expect: array([1.0, 2.5, 1e+20, nan, inf], dtype=object)
# expect: [1.0 2.5 1e+20 nan inf]
# expect: array([1.5, 3, True, (1+2j)], dtype=object)
# expect: [1.5 3 True (1+2j)]
# expect: array([['ab', 'ab', 'ab', 'ab'],
# expect:        ['ab', 'ab', 'ab', 'ab'],
# expect:        ['ab', 'ab', 'ab', 'ab']], dtype=object)
# expect: x x array('x', dtype=object)

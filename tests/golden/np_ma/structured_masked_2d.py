# A 2-D masked structured array prints on indented keyword lines; a long 1-D one wraps its data and mask; records of a 2-D one are mvoids.
import numpy as np
dt = [('a', 'i4'), ('b', 'f8')]
x = np.ma.array(np.zeros((2, 2), dtype=dt), mask=[[(0, 1), (0, 0)], [(1, 1), (0, 0)]])
print(x)
print(repr(x))
y = np.ma.array(np.arange(30).astype([('v', 'f8')]) if False else np.zeros(12, dtype=dt))
print(repr(y))
print(x[0])
print(repr(x[1, 0]), x[1, 0]['a'])
# expect: [[(0, --) (0, 0.0)]
# expect:  [(--, --) (0, 0.0)]]
# expect: masked_array(
# expect:   data=[[(0, --), (0, 0.0)],
# expect:         [(--, --), (0, 0.0)]],
# expect:   mask=[[(False,  True), (False, False)],
# expect:         [( True,  True), (False, False)]],
# expect:   fill_value=(999999, 1.e+20),
# expect:   dtype=[('a', '<i4'), ('b', '<f8')])
# expect: masked_array(data=[(0, 0.0), (0, 0.0), (0, 0.0), (0, 0.0), (0, 0.0),
# expect:                    (0, 0.0), (0, 0.0), (0, 0.0), (0, 0.0), (0, 0.0),
# expect:                    (0, 0.0), (0, 0.0)],
# expect:              mask=[(False, False), (False, False), (False, False),
# expect:                    (False, False), (False, False), (False, False),
# expect:                    (False, False), (False, False), (False, False),
# expect:                    (False, False), (False, False), (False, False)],
# expect:        fill_value=(999999, 1.e+20),
# expect:             dtype=[('a', '<i4'), ('b', '<f8')])
# expect: [(0, --) (0, 0.0)]
# expect: (--, --) --

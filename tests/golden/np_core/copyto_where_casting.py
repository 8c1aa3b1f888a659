# np.copyto: where= writes only the selected elements; casting= (default 'same_kind') is checked
import numpy as np
c = np.arange(5)
m = np.array([True, False, True, False, True])
np.copyto(c, 9, where=m)
print(c)
for src, kw in [(1.5, {}), (np.ones(5), {}), (np.ones(5), dict(casting='unsafe')), (300, {}),
                (np.int64(3), {}), ([1, 2, 3, 4, 5], dict(where=m)), (np.arange(5.0), dict(casting='no'))]:
    d = np.arange(5, dtype=np.int8)
    try:
        np.copyto(d, src, **kw)
        print(d)
    except TypeError as e:
        print(type(e).__name__, e)
g = np.zeros((2, 3))
np.copyto(g, np.array([1.0, 2.0, 3.0]), where=np.array([[True], [False]]))
print(g)


# expect: [9 1 9 3 9]
# expect: TypeError Cannot cast scalar from dtype('float64') to dtype('int8') according to the rule 'same_kind'
# expect: TypeError Cannot cast array data from dtype('float64') to dtype('int8') according to the rule 'same_kind'
# expect: [1 1 1 1 1]
# expect: [44 44 44 44 44]
# expect: [3 3 3 3 3]
# expect: [1 1 3 3 5]
# expect: TypeError Cannot cast array data from dtype('float64') to dtype('int8') according to the rule 'no'
# expect: [[1. 2. 3.]
# expect:  [0. 0. 0.]]

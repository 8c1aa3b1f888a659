# np.frompyfunc with nout=0, 2 and 3: a tuple of object arrays (scalars for scalar inputs), out= tuples, NumPy's None outputs after a result that is no nout-tuple, its messages
import numpy as np
f = np.frompyfunc(divmod, 2, 2)
q, r = f(np.arange(7), 3)
print(q, r, q.dtype, type(q).__name__)
print(f(7, 2), type(f(7, 2)))
print(f, f.nin, f.nout, f.nargs, f.identity, f.__name__)
g = np.frompyfunc(lambda x: (x, x * 2, str(x)), 1, 3)
print(g([1, 2]))
print(g(np.array([[1], [2]])))
try:
    print(np.frompyfunc(lambda x: 1, 1, 2)(np.arange(2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(np.frompyfunc(lambda x: (1, 2, 3), 1, 2)(np.arange(2)))
except Exception as e:
    print(type(e).__name__, e)
o1 = np.empty(3, dtype=object); o2 = np.empty(3, dtype=object)
res = f(np.array([5, 6, 7]), 4, out=(o1, o2))
print(o1, o2, res[0] is o1)
try:
    f.reduce([1, 2])
except Exception as e:
    print(type(e).__name__, e)
print(f.at if False else '', f(np.arange(3), 2)[1].shape)
try:
    print(np.frompyfunc(lambda x: [7, 8], 1, 2)(np.arange(2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(np.frompyfunc(lambda x: (1,), 1, 2)(0))
except Exception as e:
    print(type(e).__name__, e)
print(f(np.float64(7.5), 2))
print(np.frompyfunc(divmod, 2, 2)(np.zeros((0, 2)), 1))
try:
    f(1)
except TypeError as e:
    print(e)
try:
    f.accumulate([1, 2])
except ValueError as e:
    print(e)
print(np.frompyfunc(abs, 1, 1)(np.zeros((0, 2))))
h = np.frompyfunc(print, 1, 0)
print(h, h.nout, h(np.arange(2)))
try:
    np.frompyfunc(print, 1, 40)
except ValueError as e:
    print(e)

# expect: [0 0 0 1 1 1 2] [0 1 2 0 1 2 0] object ndarray
# expect: (3, 1) <class 'tuple'>
# expect: <ufunc 'divmod (vectorized)'> 2 2 4 None divmod (vectorized)
# expect: (array([1, 2], dtype=object), array([2, 4], dtype=object), array(['1', '2'], dtype=object))
# expect: (array([[1],
# expect:        [2]], dtype=object), array([[2],
# expect:        [4]], dtype=object), array([['1'],
# expect:        ['2']], dtype=object))
# expect: (array([None, None], dtype=object), array([None, None], dtype=object))
# expect: (array([None, None], dtype=object), array([None, None], dtype=object))
# expect: [1 1 1] [1 2 3] True
# expect: ValueError reduce only supported for functions returning a single value
# expect:  (3,)
# expect: (array([None, None], dtype=object), array([None, None], dtype=object))
# expect: (None, None)
# expect: (3.0, 1.5)
# expect: (array([], shape=(0, 2), dtype=object), array([], shape=(0, 2), dtype=object))
# expect: divmod (vectorized)() takes from 2 to 4 positional arguments but 1 were given
# expect: accumulate only supported for functions returning a single value
# expect: []
# expect: 0
# expect: 1
# expect: <ufunc 'print (vectorized)'> 0 ()
# expect: Cannot construct a ufunc with more than 32 operands (requested number were: inputs = 1 and outputs = 40)

# np.vectorize with several outputs: a function returning a tuple gives a tuple of arrays, their
# dtypes from the first call's values (called once more unless cache=True) or from otypes.
import numpy as np
def f(x, y):
    return x + y, x * y
v = np.vectorize(f)
a, b = v([1, 2, 3], 2)
print(repr(a), repr(b))
print(v(1.5, 2))
print(np.vectorize(f, otypes=[float, int])([1, 2], [[1], [2]]))
print(np.vectorize(f, otypes='fi')(np.arange(3), 1.5))
def g(x):
    print("call", x)
    return x, str(x), x > 1
print(np.vectorize(g)(np.array([1, 2])))
print(np.vectorize(g, cache=True)(np.array([1, 2])))
print(np.vectorize(f, otypes='dd')([], []))
print(np.vectorize(lambda x: x, otypes='dd')([1, 2]))
q, r = np.vectorize(divmod)(np.array([7, 8, 9]), 4)
print(q, r, q.dtype, r.dtype)

# expect: array([3, 4, 5]) array([2, 4, 6])
# expect: (array(3.5), array(3.))
# expect: (array([[2., 3.],
# expect:        [3., 4.]]), array([[1, 2],
# expect:        [2, 4]]))
# expect: (array([1.5, 2.5, 3.5], dtype=float32), array([0, 1, 3], dtype=int32))
# expect: call 1
# expect: call 1
# expect: call 2
# expect: (array([1, 2]), array(['1', '2'], dtype='<U1'), array([False,  True]))
# expect: call 1
# expect: call 2
# expect: (array([1, 2]), array(['1', '2'], dtype='<U1'), array([False,  True]))
# expect: (array([], dtype=float64), array([], dtype=float64))
# expect: (array([nan, nan]), array([nan, nan]))
# expect: [1 2 2] [3 0 1] int64 int64

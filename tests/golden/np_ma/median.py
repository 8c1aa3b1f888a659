# np.ma.median: the middle of the unmasked values, along an axis or overall.
import numpy as np
print(repr(np.ma.median(np.ma.array([1, 2, 3, 10], mask=[0, 1, 0, 0]))))
print(repr(np.ma.median(np.ma.array([1., 2., 3., 10.], mask=[0, 0, 0, 0]))))
print(repr(np.ma.median(np.ma.array([1., np.nan, 3., 10.], mask=[0, 0, 1, 0]))))
print(repr(np.ma.median(np.ma.array(np.array([1, 2.5, 4], dtype=np.float32), mask=[0, 0, 0]))))
print(repr(np.ma.median(np.ma.array([1, 2], mask=True))))
x = np.ma.array([[1., 2., 3.], [4., 5., 6.], [7, 8, 9]], mask=[[0, 1, 0], [1, 1, 0], [0, 1, 0]])
print(repr(np.ma.median(x, axis=0))); print(repr(np.ma.median(x, axis=1))); print(repr(np.ma.median(x)))
print(repr(np.ma.median([3, 1, 2])), repr(np.ma.median(np.array([[1, 2], [3, 4]]), axis=0)))
print(repr(np.ma.median(np.ma.array([[1, 2], [3, 4]], mask=[[0, 0], [0, 1]]), axis=1)))
print(type(np.ma.median(np.ma.array(np.array([1, 2.5, 4], dtype=np.float32)))).__name__, type(np.ma.median(np.ma.array([1, 2]))).__name__)

# expect: 3.0
# expect: 2.5
# expect: nan
# expect: 2.5
# expect: masked
# expect: masked_array(data=[4.0, --, 6.0],
# expect:              mask=[False,  True, False],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[2.0, 6.0, 8.0],
# expect:              mask=[False, False, False],
# expect:        fill_value=1e+20)
# expect: 6.0
# expect: 2.0 masked_array(data=[2., 3.],
# expect:              mask=False,
# expect:        fill_value=1e+20)
# expect: masked_array(data=[1.5, 3.0],
# expect:              mask=[False, False],
# expect:        fill_value=1e+20)
# expect: float32 float64

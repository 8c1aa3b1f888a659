# np.ma.average: the mean of the unmasked elements, or weighted with the masked weights left
# out; returned=True also gives the sum of the weights.
import numpy as np
import numpy.ma as ma
x = ma.array([[1, 2, 3], [4, 5, 6]], mask=[[0, 0, 1], [1, 0, 0]])
print(ma.average(x), ma.average(x, axis=0), ma.average(x, axis=1))
print(ma.average(x, weights=[[1, 2, 3], [4, 5, 6]]), ma.average(x, axis=1, weights=[3, 2, 1]))
print(ma.average(x, axis=0, weights=[1, 0]))
print(ma.average(x, axis=1, returned=True))
print(ma.average(x, axis=0, weights=[1., 2.], returned=True))
print(ma.average([1, 2, 3]), ma.average(np.arange(6.).reshape(2, 3), axis=1, weights=[1, 1, 2], returned=True))
print(ma.average(ma.array([1., 2], mask=[1, 1])), ma.average(x, weights=np.ones((2, 3)), returned=True))
print(type(ma.average([1, 2])), ma.average(np.array([1, 2], dtype=np.float32), weights=np.array([1, 3], dtype=np.float32)))

# expect: 3.5 [1.0 3.5 6.0] [1.5 5.5]
# expect: 4.714285714285714 [1.4 5.333333333333333]
# expect: [1.0 2.0 --]
# expect: (masked_array(data=[1.5, 5.5],
# expect:              mask=[False, False],
# expect:        fill_value=1e+20), array([2., 2.]))
# expect: (masked_array(data=[1.0, 4.0, 6.0],
# expect:              mask=[False, False, False],
# expect:        fill_value=1e+20), masked_array(data=[1.0, 3.0, 2.0],
# expect:              mask=[False, False, False],
# expect:        fill_value=1e+20))
# expect: 2.0 (masked_array(data=[1.25, 4.25],
# expect:              mask=[False, False],
# expect:        fill_value=1e+20), array([4., 4.]))
# expect: -- (3.5, 4.0)
# expect: <class 'numpy.float64'> 1.75

# np.sum, np.mean, np.std, np.max, np.argmax call the masked array's own methods;
# np.asarray and np.array give its data.
import numpy as np
a = np.ma.array([1., 2., 3., 10.], mask=[0, 1, 0, 0])
print(np.sum(a), np.mean(a), np.std(a), np.max(a), np.min(a), np.argmax(a))
print(repr(np.asarray(a)), repr(np.array(a)))
print(repr(abs(np.ma.array([-1, 2], mask=[0, 1]))))

# expect: 14.0 4.666666666666667 3.8586123009300755 10.0 1.0 3
# expect: array([ 1.,  2.,  3., 10.]) array([ 1.,  2.,  3., 10.])
# expect: masked_array(data=[1, --],
# expect:              mask=[False,  True],
# expect:        fill_value=999999)

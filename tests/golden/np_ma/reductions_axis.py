# Reductions along an axis give masked arrays; a fully masked column is masked.
import numpy as np
x = np.ma.array([[1., 2., 3.], [4., 5., 6.]], mask=[[0, 1, 0], [1, 1, 0]])
print(repr(x.sum(axis=0)))
print(repr(x.mean(axis=0)))
print(repr(x.std(axis=1)))
print(repr(x.min(axis=0)))
print(repr(x.max(axis=1)))
print(x.argmin(axis=0), x.argmax(axis=1))

# expect: masked_array(data=[1.0, --, 9.0],
# expect:              mask=[False,  True, False],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[1.0, --, 4.5],
# expect:              mask=[False,  True, False],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[1.0, 0.0],
# expect:              mask=[False, False],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[1.0, --, 3.0],
# expect:              mask=[False,  True, False],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[3.0, 6.0],
# expect:              mask=[False, False],
# expect:        fill_value=1e+20)
# expect: [0 0 0] [2 2]

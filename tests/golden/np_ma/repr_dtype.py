# dtype= is shown when it is not implied, or everything is masked.
import numpy as np
print(repr(np.ma.array(np.arange(3, dtype=np.float32), mask=[1, 0, 0])))
print(repr(np.ma.array([1, 2], mask=True)))
print(repr(np.ma.array(np.arange(3, dtype=np.uint8))))
print(repr(np.ma.array([True, False], mask=[1, 0])))

# expect: masked_array(data=[--, 1.0, 2.0],
# expect:              mask=[ True, False, False],
# expect:        fill_value=1e+20,
# expect:             dtype=float32)
# expect: masked_array(data=[--, --],
# expect:              mask=[ True,  True],
# expect:        fill_value=999999,
# expect:             dtype=int64)
# expect: masked_array(data=[0, 1, 2],
# expect:              mask=False,
# expect:        fill_value=999999,
# expect:             dtype=uint8)
# expect: masked_array(data=[--, False],
# expect:              mask=[ True, False],
# expect:        fill_value=True)

# np.ma.where: the data and masks picked by the condition (filled with False), masked
# conditions masking, ma.masked as a choice; one argument gives nonzero().
import numpy as np
import numpy.ma as ma
c = ma.array([1., 2, 3], mask=[0, 1, 0])
print(ma.where(c > 1, c, -1), ma.where([1, 0, 1], c, ma.masked), ma.where([1, 0, 1], ma.masked, c))
print(repr(ma.where(c > 0, 1, 2)))
print(ma.where(c > 1), ma.where([True, False], [1, 2], [3, 4]))
print(repr(ma.where(np.array([True, False, True]), c, ma.array([4., 5, 6], mask=[0, 0, 1]))))

# expect: [-1.0 -- 3.0] [1.0 -- 3.0] [-- -- --]
# expect: masked_array(data=[1, --, 1],
# expect:              mask=[False,  True, False],
# expect:        fill_value=999999)
# expect: (array([2]),) [1 4]
# expect: masked_array(data=[1., 5., 3.],
# expect:              mask=False,
# expect:        fill_value=1e+20)

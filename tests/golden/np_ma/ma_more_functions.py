# numpy.ma: sort, anom, ptp, nonzero, set_fill_value, masked_all, make_mask, mask_or,
# fix_invalid, compress_rows/cols, stacking, binary functions, dot, arange, round
import numpy as np

a = np.ma.array([4, 1, 3, 2], mask=[0, 0, 1, 0])
s = np.ma.sort(a)
print(s, a)
print(repr(np.ma.sort(np.ma.array([[3., 1], [0, 2]], mask=[[0, 0], [1, 0]]), axis=0)))
print(np.ma.sort(np.array([3, 1, 2])))
f = np.ma.array([4., 1, 3, 2], mask=[0, 0, 1, 0])
print(f.anom(), np.ma.anom(f))
print(np.ma.array([[1., 2], [3, 5]], mask=[[0, 1], [0, 0]]).anom(axis=0))
print(a.ptp(), np.ma.ptp(a), np.ma.array([[1, 5], [2, 9]], mask=[[0, 0], [1, 0]]).ptp(axis=1))
print(a.nonzero(), np.ma.array([0, 1, 2], mask=[0, 0, 1]).nonzero())
b = np.ma.array([1, 2], mask=[0, 1])
b.set_fill_value(5)
print(b.fill_value, b.filled())
print(repr(np.ma.masked_all((2, 2))))
print(np.ma.masked_all(3, dtype=int), np.ma.masked_all(3, dtype=int).dtype)
print(np.ma.make_mask([0, 1, 0]), np.ma.make_mask([0, 0]), np.ma.make_mask([0, 0], shrink=False))
print(np.ma.mask_or(np.array([True, False]), np.array([False, False])))
print(np.ma.mask_or(np.ma.nomask, np.array([False, True])), np.ma.mask_or(np.array([0, 0]), np.array([0, 0])))
fi = np.ma.fix_invalid(np.array([1.0, np.nan, -np.inf, 2.0]))
print(fi, fi.data)
print(np.ma.fix_invalid([1.0, np.inf], fill_value=0).data)
m2 = np.ma.array([[1, 2, 3], [4, 5, 6]], mask=[[0, 1, 0], [0, 0, 0]])
print(np.ma.compress_rows(m2))
print(np.ma.compress_cols(m2))
x, y = np.ma.array([1, 2], mask=[0, 1]), np.ma.array([3, 4])
print(np.ma.stack([x, y]))
print(repr(np.ma.vstack([x, y])))
print(np.ma.hstack([x, y]), np.ma.column_stack([x, y]))
print(np.ma.cumsum(np.ma.array([1, 2, 3], mask=[0, 1, 0])))
print(np.ma.power(x, 2), np.ma.maximum(x, np.ma.array([0, 0])), np.ma.minimum(x, 0))
print(repr(np.ma.add([1, 2], [3, 4])))
print(np.ma.divide(np.ma.array([1., 2]), np.ma.array([0., 4])))
print(np.ma.dot(x, y), np.ma.dot(np.ma.array([1, 2], mask=[1, 1]), y))
print(np.ma.dot(np.ma.array([[1, 2], [3, 4]], mask=[[0, 1], [1, 1]]), np.ma.array([[1, 0], [0, 1]])))
print(repr(np.ma.arange(3)))
print(np.ma.round(np.ma.array([1.26, 2.5], mask=[0, 1]), 1), np.ma.round([1.5, 2.5]))

# expect: [1 2 4 --] [4 1 -- 2]
# expect: masked_array(
# expect:   data=[[3.0, 1.0],
# expect:         [--, 2.0]],
# expect:   mask=[[False, False],
# expect:         [ True, False]],
# expect:   fill_value=1e+20)
# expect: [1 2 3]
# expect: [1.6666666666666665 -1.3333333333333335 -- -0.3333333333333335] [1.6666666666666665 -1.3333333333333335 -- -0.3333333333333335]
# expect: [[-1.0 --]
# expect:  [1.0 0.0]]
# expect: 3 3 [4 0]
# expect: (array([0, 1, 3]),) (array([1]),)
# expect: 5 [1 5]
# expect: masked_array(
# expect:   data=[[--, --],
# expect:         [--, --]],
# expect:   mask=[[ True,  True],
# expect:         [ True,  True]],
# expect:   fill_value=1e+20,
# expect:   dtype=float64)
# expect: [-- -- --] int64
# expect: [False  True False] False [False False]
# expect: [ True False]
# expect: [False  True] False
# expect: [1.0 -- -- 2.0] [1.e+00 1.e+20 1.e+20 2.e+00]
# expect: [1. 0.]
# expect: [[4 5 6]]
# expect: [[1 3]
# expect:  [4 6]]
# expect: [[1 --]
# expect:  [3 4]]
# expect: masked_array(
# expect:   data=[[1, --],
# expect:         [3, 4]],
# expect:   mask=[[False,  True],
# expect:         [False, False]],
# expect:   fill_value=999999)
# expect: [1 -- 3 4] [[1 3]
# expect:  [-- 4]]
# expect: [1 -- 4]
# expect: [1 --] [1 --] [0 --]
# expect: masked_array(data=[4, 6],
# expect:              mask=False,
# expect:        fill_value=999999)
# expect: [-- 0.5]
# expect: 3 --
# expect: [[1 0]
# expect:  [-- --]]
# expect: masked_array(data=[0, 1, 2],
# expect:              mask=False,
# expect:        fill_value=999999)
# expect: [1.3 --] [2. 2.]

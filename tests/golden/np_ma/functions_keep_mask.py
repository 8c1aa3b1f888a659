# NumPy's array functions given a masked array answer with a masked array: the element-moving
# ones move the mask too, per-element ones keep it, np.sort/np.argsort/np.diff/np.unique know it.
import numpy as np
m = np.ma.masked_array([[1.5, -2.25, 3.0], [4.0, 5.5, -6.0]], mask=[[0, 1, 0], [0, 0, 1]])
print(np.flip(m), np.fliplr(m), np.roll(m, 1))
print(np.transpose(m), np.reshape(m, (3, 2)), np.ravel(m))
print(np.tile(m, 2), np.repeat(m, 2), np.rot90(m))
print(np.swapaxes(m, 0, 1).shape, np.moveaxis(m, 0, 1).mask.tolist(), np.squeeze(m[:1]), np.expand_dims(m, 0).shape)
print(np.atleast_2d(m[0]), np.clip(m, 0, 4), np.clip(m, 0, None))
print(np.real(m), np.nan_to_num(m), np.fix(m), np.zeros_like(m), np.full_like(m, 7))
print(np.sort(m), np.sort(m, axis=None), np.sort(m, axis=0))
print(np.argsort(m, axis=None), np.nonzero(m))
print(np.diff(m), np.diff(m, axis=0), np.diff(m[0], n=2))
print(np.unique(m), np.unique(np.ma.masked_array([3, 1, 3])), np.average(m), np.average(m, axis=0))
print(np.compress([True, False], m, axis=0), m.compress([True, False, True], axis=1))
print(m.clip(0, 4), m.repeat(2, axis=0), m.argsort(axis=None))
print(np.ma.sort(m, axis=None), np.ma.unique(m), np.ma.diff(m), np.ma.diff([1, 4, 9]))
print(m.mask.tolist())


# expect: [[-- 5.5 4.0]
# expect:  [3.0 -- 1.5]] [[3.0 -- 1.5]
# expect:  [-- 5.5 4.0]] [[-- 1.5 --]
# expect:  [3.0 4.0 5.5]]
# expect: [[1.5 4.0]
# expect:  [-- 5.5]
# expect:  [3.0 --]] [[1.5 --]
# expect:  [3.0 4.0]
# expect:  [5.5 --]] [1.5 -- 3.0 4.0 5.5 --]
# expect: [[1.5 -- 3.0 1.5 -- 3.0]
# expect:  [4.0 5.5 -- 4.0 5.5 --]] [1.5 1.5 -- -- 3.0 3.0 4.0 4.0 5.5 5.5 -- --] [[3.0 --]
# expect:  [-- 5.5]
# expect:  [1.5 4.0]]
# expect: (3, 2) [[False, False], [True, False], [False, True]] [1.5 -- 3.0] (1, 2, 3)
# expect: [[1.5 -- 3.0]] [[1.5 -- 3.0]
# expect:  [4.0 4.0 --]] [[1.5 -- 3.0]
# expect:  [4.0 5.5 --]]
# expect: [[1.5 -- 3.0]
# expect:  [4.0 5.5 --]] [[1.5 -- 3.0]
# expect:  [4.0 5.5 --]] [[1.0 -- 3.0]
# expect:  [4.0 5.0 --]] [[0.0 -- 0.0]
# expect:  [0.0 0.0 --]] [[7.0 -- 7.0]
# expect:  [7.0 7.0 --]]
# expect: [[1.5 3.0 --]
# expect:  [4.0 5.5 --]] [1.5 3.0 4.0 5.5 -- --] [[1.5 5.5 3.0]
# expect:  [4.0 -- --]]
# expect: [0 2 3 4 1 5] (array([0, 0, 1, 1]), array([0, 2, 0, 1]))
# expect: [[-- --]
# expect:  [1.5 --]] [[2.5 -- --]] [--]
# expect: [1.5 3.0 4.0 5.5 --] [1 3] 3.5 [2.75 5.5 3.0]
# expect: [[1.5 -- 3.0]] [[1.5 3.0]
# expect:  [4.0 --]]
# expect: [[1.5 -- 3.0]
# expect:  [4.0 4.0 --]] [[1.5 -- 3.0]
# expect:  [1.5 -- 3.0]
# expect:  [4.0 5.5 --]
# expect:  [4.0 5.5 --]] [0 2 3 4 1 5]
# expect: [1.5 3.0 4.0 5.5 -- --] [1.5 3.0 4.0 5.5 --] [[-- --]
# expect:  [1.5 --]] [3 5]
# expect: [[False, True, False], [False, False, True]]

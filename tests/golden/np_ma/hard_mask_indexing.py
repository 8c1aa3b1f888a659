# Hard masks with boolean indices, slices (views share the hardness), masked values and
# ma.masked; results of arithmetic keep the first operand's hardness.
import numpy as np
import numpy.ma as ma
a = ma.array([1, 2, 3, 4, 5, 6], mask=[0, 1, 0, 1, 0, 0], hard_mask=True)
a[a.data > 2] = 0
print(a, a.data)
a[np.array([True, True, False, False, False, False])] = 9
print(a, a.data)
a[0:3] = ma.array([7, 8, 9], mask=[1, 0, 0])
print(a, a.data, a.mask)
a[4] = ma.masked
v = a[1:4]
v[0] = 100
print(v.hardmask, v, a)
b = ma.array([[1, 2], [3, 4]], mask=[[0, 1], [0, 0]]).harden_mask()
b[0] = [10, 20]
print(b, b.data)
b.mask = [[True, False], [False, False]]
print(b.mask)
ma.soften_mask(b)
b.mask = False
print(b, b.hardmask, (b + 1).hardmask, ma.harden_mask(b).hardmask, (b * 2).hardmask, (-b).hardmask)
print(ma.MaskedArray(b).hardmask, ma.array(b).hardmask, b.copy().hardmask)

# expect: [1 -- 0 -- 0 0] [1 2 0 4 0 0]
# expect: [9 -- 0 -- 0 0] [9 2 0 4 0 0]
# expect: [-- -- 9 -- 0 0] [9 2 9 4 0 0] [ True  True False  True False False]
# expect: True [-- 9 --] [-- -- 9 -- -- 0]
# expect: [[10 --]
# expect:  [3 4]] [[10  2]
# expect:  [ 3  4]]
# expect: [[ True  True]
# expect:  [False False]]
# expect: [[10 2]
# expect:  [3 4]] False False True True True
# expect: True False True

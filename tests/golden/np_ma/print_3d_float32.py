# 3-D masked arrays, and float32 elements printed as the Python floats they convert to.
import numpy as np
c = np.ma.array(np.arange(24).reshape(2, 3, 4), mask=np.arange(24) % 5 == 0)
print(c)
print(repr(c))
f = np.ma.array(np.array([0.1, 0.25, 3], dtype=np.float32), mask=[0, 0, 1])
print(f)
print(repr(f))

# expect: [[[-- 1 2 3]
# expect:   [4 -- 6 7]
# expect:   [8 9 -- 11]]
# expect: 
# expect:  [[12 13 14 --]
# expect:   [16 17 18 19]
# expect:   [-- 21 22 23]]]
# expect: masked_array(
# expect:   data=[[[--, 1, 2, 3],
# expect:          [4, --, 6, 7],
# expect:          [8, 9, --, 11]],
# expect: 
# expect:         [[12, 13, 14, --],
# expect:          [16, 17, 18, 19],
# expect:          [--, 21, 22, 23]]],
# expect:   mask=[[[ True, False, False, False],
# expect:          [False,  True, False, False],
# expect:          [False, False,  True, False]],
# expect: 
# expect:         [[False, False, False,  True],
# expect:          [False, False, False, False],
# expect:          [ True, False, False, False]]],
# expect:   fill_value=999999)
# expect: [0.10000000149011612 0.25 --]
# expect: masked_array(data=[0.10000000149011612, 0.25, --],
# expect:              mask=[False, False,  True],
# expect:        fill_value=1e+20,
# expect:             dtype=float32)

# nan_to_num: defaults per float width, custom values, ints untouched, scalars, copy=False.
import numpy as np
print(np.nan_to_num(np.array([np.inf, -np.inf, np.nan, -128, 128])), np.nan_to_num(np.nan), np.nan_to_num(np.array([1, 2])))
print(np.nan_to_num(np.array([np.nan, np.inf], dtype=np.float32)), np.nan_to_num([np.nan, 1], nan=-1.0, posinf=9))
print(np.nan_to_num(np.array([complex(np.inf, np.nan)])), type(np.nan_to_num(np.float32(np.inf))))
x = np.array([1.0, np.nan]); y = np.nan_to_num(x, copy=False); print(x, y is x)

# expect: [ 1.79769313e+308 -1.79769313e+308  0.00000000e+000 -1.28000000e+002
# expect:   1.28000000e+002] 0.0 [1 2]
# expect: [0.0000000e+00 3.4028235e+38] [-1.  1.]
# expect: [1.79769313e+308+0.j] <class 'numpy.float32'>
# expect: [1. 0.] True

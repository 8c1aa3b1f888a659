# array_equiv (broadcasting equality), asfarray, asarray_chkfinite, dsplit, np.s_, np.index_exp.
import numpy as np
print(np.array_equiv([1, 2], [[1, 2], [1, 2]]), np.array_equiv([1, 2], [1, 3]), np.array_equiv([1, 2], [1, 2, 3]))
print(np.asfarray([1, 2]), np.asfarray([1, 2], dtype=np.float32).dtype, np.asfarray([1, 2], dtype=int).dtype)
print(np.asarray_chkfinite([1, 2]))
print([p.shape for p in np.dsplit(np.arange(16.0).reshape(2, 2, 4), 2)])
print(np.s_[::2], np.s_[1:3, ::2], np.index_exp[1:3], np.s_[1], np.index_exp[1, ...])
print(np.arange(10)[np.s_[2:8:3]])
np.asarray_chkfinite([1, np.nan])

# expect: True False False
# expect: [1. 2.] float32 float64
# expect: [1 2]
# expect: [(2, 2, 2), (2, 2, 2)]
# expect: slice(None, None, 2) (slice(1, 3, None), slice(None, None, 2)) (slice(1, 3, None),) 1 (1, Ellipsis)
# expect: [2 5]
# expect runtime error: ValueError: array must not contain infs or NaNs

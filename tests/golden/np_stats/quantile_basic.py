import numpy as np
print(repr(np.quantile([1, 2, 3, 4], 0)), repr(np.quantile([1, 2, 3, 4], [0, 1])))
print(np.quantile([1, 2, 3, 4], 0.5), np.quantile([1, 2, 3, 4], [0.25, 0.5, 0.75]))
print(repr(np.quantile(np.array([-100, 100], dtype=np.int8), 0.5)))
print(np.quantile(np.arange(12.0).reshape(3, 4), [0.25, 0.5], axis=1, keepdims=True))
print(np.quantile([1.0, np.nan, 2.0], 0.5))
# expect: 1 array([1, 4])
# expect: 2.5 [1.75 2.5  3.25]
# expect: 128.0
# expect: [[[0.75]
# expect:   [4.75]
# expect:   [8.75]]
# expect: 
# expect:  [[1.5 ]
# expect:   [5.5 ]
# expect:   [9.5 ]]]
# expect: nan

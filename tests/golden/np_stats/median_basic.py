import numpy as np
print(np.median([3, 1, 4, 1, 5]), np.median([3, 1, 4, 1]))
print(repr(np.median(np.array([1.5, 2.5, 0.5], dtype=np.float32))))
a = np.arange(12).reshape(3, 4)
print(np.median(a, axis=0), np.median(a, axis=1))
print(np.median(a, axis=1, keepdims=True))
print(np.median(np.arange(24.0).reshape(2, 3, 4), axis=(0, 2)))
print(np.median([1.0, np.nan, 3.0]))
# expect: 3.0 2.0
# expect: 1.5
# expect: [4. 5. 6. 7.] [1.5 5.5 9.5]
# expect: [[1.5]
# expect:  [5.5]
# expect:  [9.5]]
# expect: [ 7.5 11.5 15.5]
# expect: nan

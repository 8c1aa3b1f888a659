import numpy as np
a = np.array([0.1, 31104], np.float16)
print(repr(a.astype(str)))
print(repr(np.array(['1.5', '2']).astype(np.float16)))
print(np.loadtxt(['1.5 2', '3 4'], dtype=np.float16))
# expect: array(['0.1', '31100.0'], dtype='<U32')
# expect: array([1.5, 2. ], dtype=float16)
# expect: [[1.5 2. ]
# expect:  [3.  4. ]]

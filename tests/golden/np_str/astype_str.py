import numpy as np
print(np.arange(3).astype(str), repr(np.arange(3).astype(str)))
print(repr(np.array([1.5, 2.25, 1e20, -0.0]).astype(str)))
print(repr(np.array([1, 2], dtype=np.int8).astype(str)), repr(np.array([True]).astype(str)))
print(repr(np.array([0.1], dtype=np.float32).astype(str)))
# expect: ['0' '1' '2'] array(['0', '1', '2'], dtype='<U21')
# expect: array(['1.5', '2.25', '1e+20', '-0.0'], dtype='<U32')
# expect: array(['1', '2'], dtype='<U4') array(['True'], dtype='<U5')
# expect: array(['0.1'], dtype='<U32')

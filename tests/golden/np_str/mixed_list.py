import numpy as np
print(repr(np.array(['x', 1])))
print(repr(np.array(['x', 1.5])))
# expect: array(['x', '1'], dtype='<U21')
# expect: array(['x', '1.5'], dtype='<U32')

import numpy as np
print(repr(np.array([], dtype=str)))
print(repr(np.array('abc')), np.array('abc').shape)
print(np.array('abc'))
# expect: array([], dtype='<U1')
# expect: array('abc', dtype='<U3') ()
# expect: abc

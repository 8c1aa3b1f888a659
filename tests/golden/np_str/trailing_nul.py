# Unicode array items drop their trailing NULs, as NumPy's NUL-padded items do: on creation,
# on assignment, in comparisons, tolist, unique and the item read out; inner NULs stay.
import numpy as np
a = np.array(['a\x00', 'b\x00\x00c', 'x'])
print(repr(a), a.tolist())
print(a == np.array(['a', 'b\x00\x00c', 'x\x00']))
b = np.array(['abc', 'de'])
b[0] = 'q\x00'
print(repr(b), b[0] == 'q', len(b[0]))
print(np.unique(np.array(['b\x00', 'b'])))
# expect: array(['a', 'b\x00\x00c', 'x'], dtype='<U4') ['a', 'b\x00\x00c', 'x']
# expect: [ True  True  True]
# expect: array(['q', 'de'], dtype='<U3') True 1
# expect: ['b']

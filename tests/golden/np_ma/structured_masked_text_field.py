# no-cross-check: NumPy gives a masked string array for a text field of a masked structured array; Weft's masked arrays are numeric (docs/language.md)
import numpy as np
w = np.ma.array([(1, 'ab')], mask=[(0, 1)], dtype=[('n', 'i8'), ('s', 'U2')])
print(w['n'])
w['s']
# expect: [1]
# expect runtime error: TypeError: a masked structured array's s field is not numeric: not supported in Weft

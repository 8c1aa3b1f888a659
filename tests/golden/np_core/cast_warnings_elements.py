# A Python float too large for float32/float16 stored as an element (np.array(list, dtype=),
# a[i] = x, a[:] = x): NumPy's "overflow encountered in cast"; inf itself is no overflow
import numpy as np
print(np.array([1e40, 1.0], dtype=np.float32), np.array([np.inf], dtype=np.float32))
a = np.zeros(2, dtype=np.float16)
a[0] = 1e5
print(a)
with np.errstate(over='raise'):
    try:
        np.asarray([3.5e38], dtype='f4')
    except FloatingPointError as e:
        print(e)


# expect: [inf  1.] [inf]
# expect: [inf  0.]
# expect: overflow encountered in cast
# expect stderr: cast_warnings_elements.py:4: RuntimeWarning: overflow encountered in cast
# expect stderr: cast_warnings_elements.py:6: RuntimeWarning: overflow encountered in cast

# cond(x, p) of a singular matrix is inf (NumPy inverts with errors ignored), unless x holds a
# NaN; stacks go matrix by matrix; lstsq with no right-hand side still reports rank and s
import numpy as np
s = np.array([[1.0, 2.0], [2.0, 4.0]])
print(np.linalg.cond(s, 1), np.linalg.cond(s, 'fro'), np.linalg.cond(s, -np.inf))
print(np.linalg.cond(s.astype(complex), 2), repr(np.linalg.cond(s.astype(np.float32), 1)))
print(np.linalg.cond(np.stack([s, np.eye(2), 2 * np.eye(2)]), np.inf))
print(np.linalg.cond(np.array([[np.nan, 1.0], [1.0, 2.0]]), 1))
print(np.linalg.cond(np.array([[1.0, 2.0], [3.0, 4.0]]), 'nuc'))
print(np.linalg.lstsq(np.ones((3, 2), complex), np.ones((3, 0)), rcond=None))
print(np.linalg.lstsq(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 7.0]]), np.ones((3, 0)), rcond=None))

import numpy as np
a = np.array([[1.0, 2.0], [3.0, 4.5]])
print(np.linalg.cond(a, 2), np.linalg.cond(a, -2), np.linalg.cond(a, 2.0), np.linalg.cond(a, np.int64(2)), np.linalg.cond(a * 1j, -2))

# expect: inf inf inf
# expect: 2.517588727560788e+16 inf
# expect: [inf  1.  1.]
# expect: nan
# expect: 16.999999999999996
# expect: (array([], shape=(2, 0), dtype=complex128), array([], dtype=float64), 1, array([2.44948974, 0.        ]))
# expect: (array([], shape=(2, 0), dtype=float64), array([], dtype=float64), 2, array([10.19142826,  0.36713769]))
# expect: 22.789453386630168 0.04387994670318278 22.789453386630168 22.789453386630168 0.04387994670318275

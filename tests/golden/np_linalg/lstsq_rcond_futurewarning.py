# np.linalg.lstsq without rcond: NumPy 1.24's FutureWarning (the old default, -1, is used);
# rcond=None and rcond=-1 warn nothing.
import warnings
import numpy as np
A = np.array([[0.0, 1], [1, 1], [2, 1], [3, 1]])
y = np.array([1.0, 2.9, 5.1, 7.0])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    np.linalg.lstsq(A, y, rcond=None)
    np.linalg.lstsq(A, y, rcond=-1)
    print(len(w))
sol = np.linalg.lstsq(A, y)[0]
print(sol)


# expect: 0
# expect: [2.02 0.97]
# expect stderr: lstsq_rcond_futurewarning.py:12: FutureWarning: `rcond` parameter will change to the default of machine precision times ``max(M, N)`` where M and N are the input matrix dimensions.
# expect stderr: To use the future default and silence this warning we advise to pass `rcond=None`, to keep using the old, explicitly pass `rcond=-1`.
# expect stderr:   sol = np.linalg.lstsq(A, y)[0]

# Every new matrix (np.matrix, np.asmatrix, np.mat, np.bmat, m * x through asmatrix, .I) warns
# PendingDeprecationWarning, which the default filters ignore; views and results do not.
import warnings
import numpy as np
m = np.matrix([[1.0, 2.0], [3.0, 4.0]])
a = np.eye(2)
def count(label, f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        f()
    print(label, len(w), [x.category.__name__ for x in w])
count("matrix", lambda: np.matrix([[1]]))
count("T", lambda: m.T)
count("m*m", lambda: m * m)
count("m*a", lambda: m * a)
count("a*m", lambda: a * m)
count("m*2", lambda: m * 2)
count("pow", lambda: m ** 2)
count("I", lambda: m.I)
count("H A", lambda: (m.H, m.A))
count("getitem sum add", lambda: (m[0], m.sum(0), m + a))
count("inv", lambda: np.linalg.inv(m))
count("asmatrix", lambda: (np.asmatrix(m), np.asmatrix(a)))
count("mat", lambda: np.mat(a))
count("bmat", lambda: np.bmat([[m, m]]))
count("copy iter", lambda: (m.copy(), list(m)))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    np.matrix([[1]])
print(str(w[0].message))
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        np.matrix([[1]])
    except PendingDeprecationWarning as e:
        print("raised", type(e).__name__)

# expect: matrix 1 ['PendingDeprecationWarning']
# expect: T 0 []
# expect: m*m 1 ['PendingDeprecationWarning']
# expect: m*a 1 ['PendingDeprecationWarning']
# expect: a*m 0 []
# expect: m*2 0 []
# expect: pow 0 []
# expect: I 1 ['PendingDeprecationWarning']
# expect: H A 0 []
# expect: getitem sum add 0 []
# expect: inv 0 []
# expect: asmatrix 2 ['PendingDeprecationWarning', 'PendingDeprecationWarning']
# expect: mat 1 ['PendingDeprecationWarning']
# expect: bmat 1 ['PendingDeprecationWarning']
# expect: copy iter 0 []
# expect: the matrix subclass is not the recommended way to represent matrices or deal with linear algebra (see https://docs.scipy.org/doc/numpy/user/numpy-for-matlab-users.html). Please adjust your code to use regular ndarray.
# expect: raised PendingDeprecationWarning

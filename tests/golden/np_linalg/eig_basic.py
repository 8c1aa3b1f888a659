# eig/eigvals (geev) and eigh/eigvalsh (syevd), NumPy's LAPACK calls; rounded for printing
import numpy as np
a = np.array([[2.0, 1.0], [1.0, 3.0]])
w, v = np.linalg.eig(a)
print(repr(w), repr(v))
print(repr(np.linalg.eigvals([[4.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 2.0]])))
r = np.array([[0.0, -1.0], [1.0, 0.0]])
print(np.linalg.eigvals(r), np.linalg.eig(r)[1])
w, v = np.linalg.eigh(a)
print(repr(w), repr(v))
print(repr(np.linalg.eigvalsh(np.array([[5.0, 2.0, 0.0], [2.0, 5.0, 0.0], [0.0, 0.0, 1.0]]))))
s = np.array([[6.0, 2.0, 1.0], [2.0, 3.0, 1.0], [1.0, 1.0, 1.0]])
print(np.round(np.linalg.eigh(s)[0], 12), np.round(np.linalg.eigh(s, UPLO='U')[1], 12))
print(np.linalg.eigvals(np.array([[2.0, 0.0], [0.0, 3.0]], dtype=np.float32)).dtype)

# expect: array([1.38196601, 3.61803399]) array([[-0.85065081, -0.52573111],
# expect:        [ 0.52573111, -0.85065081]])
# expect: array([4.73205081, 3.        , 1.26794919])
# expect: [0.+1.j 0.-1.j] [[0.70710678+0.j         0.70710678-0.j        ]
# expect:  [0.        -0.70710678j 0.        +0.70710678j]]
# expect: array([1.38196601, 3.61803399]) array([[-0.85065081,  0.52573111],
# expect:        [ 0.52573111,  0.85065081]])
# expect: array([1., 3., 7.])
# expect: [0.57893339 2.13307448 7.28799214] [[-0.0431682  -0.49742503 -0.86643225]
# expect:  [-0.35073145  0.8195891  -0.45305757]
# expect:  [ 0.9354806   0.28432735 -0.20984279]]
# expect: float32

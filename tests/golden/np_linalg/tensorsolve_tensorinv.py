# np.linalg.tensorsolve (with axes=) and tensorinv: NumPy's reshapes around solve and inv, its errors.
import numpy as np
a = np.eye(2 * 3 * 4).reshape(6, 8, 2, 3, 4) * 2.0 + 0.01 * np.arange(6 * 8 * 24).reshape(6, 8, 2, 3, 4) % 0.7
b = np.arange(48.0).reshape(6, 8)
x = np.linalg.tensorsolve(a, b)
print(x.shape, np.allclose(np.tensordot(a, x, axes=3), b))
print(np.linalg.tensorsolve(np.eye(4).reshape(2, 2, 2, 2), np.ones((2, 2))))
A = np.eye(4 * 6).reshape(4, 6, 8, 3) + 0.1
ainv = np.linalg.tensorinv(A, ind=2)
print(ainv.shape, np.allclose(np.tensordot(ainv, A, 2), np.eye(8 * 3).reshape(8, 3, 8, 3)) if False else ainv.shape)
B = np.eye(4 * 6).reshape(24, 8, 3) + 0.5 * np.eye(24).reshape(24, 8, 3)
print(np.linalg.tensorinv(B, ind=1).shape, np.linalg.tensorinv(np.diag([2.0, 4.0]), 1))
sa = np.arange(1.0, 9.0).reshape(2, 2, 2) + np.eye(2)
print(np.linalg.tensorsolve(np.eye(8).reshape(2, 2, 2, 2, 2, 2) * 3, np.ones((2, 2, 2)), axes=(0, 2)))
for bad in [lambda: np.linalg.tensorsolve(np.ones((2, 3)), np.ones(2)), lambda: np.linalg.tensorinv(np.eye(2), 0)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)

# expect runtime error: ValueError: cannot reshape array of size 576 into shape (6,8,2,3,4)

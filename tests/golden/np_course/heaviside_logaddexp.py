# heaviside, logaddexp, logaddexp2 ufuncs (NumPy's npy_logaddexp formulas), float32 too.
import numpy as np
print(np.heaviside(np.array([-1.5, 0.0, 2.0, np.nan]), 0.5), np.heaviside(0, 1), np.heaviside(np.arange(-2, 3), np.array([0.0, 0.5, 1.0, 0.5, 0.0])))
x = np.linspace(-3, 3, 7)
print(np.logaddexp(x, 1.0), np.logaddexp(1.0, 2.0), np.logaddexp2(x, 0.5), np.logaddexp(np.float32(1.5), np.float32(-2.5)), np.logaddexp(3, 3))
print(np.logaddexp(-np.inf, -np.inf), np.logaddexp(np.inf, 1), np.logaddexp.reduce(np.log(np.array([1.0, 2.0, 3.0]))))
print(np.logaddexp(np.array([1e-3, 700.0], dtype=np.float32), np.float32(0.5)))

# expect: [0.  0.5 1.  nan] 1.0 [0. 0. 1. 1. 1.]
# expect: [1.01814993 1.04858735 1.12692801 1.31326169 1.69314718 2.31326169
# expect:  3.12692801] 2.313261687518223 [0.62219342 0.73484058 0.9367518  1.2715533  1.7715533  2.4367518
# expect:  3.23484058] 1.51815 3.6931471805599454
# expect: -inf inf 1.791759469228055
# expect: [  0.97445464 700.        ]

# lstsq: solution, residuals (only for full-rank tall systems), rank and singular values.
import numpy as np
x = np.array([0.0, 1.0, 2.0, 3.0, 4.0, 5.0]); y = np.array([-1.1, 0.9, 3.2, 4.8, 7.1, 9.0])
M = np.vstack([x, np.ones(len(x))]).T
print(np.linalg.lstsq(M, y, rcond=None))
print(np.linalg.lstsq(M, np.column_stack([y, y * 2]), rcond=None))
print(np.linalg.lstsq(M.T, np.array([1.0, 2.0]), rcond=None))
print(np.linalg.lstsq(np.ones((3, 2)), np.array([1.0, 2.0, 3.0]), rcond=None))
m, c = np.linalg.lstsq(M, y, rcond=-1)[0]; print(m, c, f'{m:.4f}')
np.linalg.lstsq(M, y[:3], rcond=None)

# expect: (array([ 2.02      , -1.06666667]), array([0.10133333]), 2, array([7.69591871, 1.33147856]))
# expect: (array([[ 2.02      ,  4.04      ],
# expect:        [-1.06666667, -2.13333333]]), array([0.10133333, 0.40533333]), 2, array([7.69591871, 1.33147856]))
# expect: (array([ 0.9047619 ,  0.67619048,  0.44761905,  0.21904762, -0.00952381,
# expect:        -0.23809524]), array([], dtype=float64), 2, array([7.69591871, 1.33147856]))
# expect: (array([1., 1.]), array([], dtype=float64), 1, array([2.44948974, 0.        ]))
# expect: 2.02 -1.066666666666666 2.0200
# expect runtime error: numpy.linalg.LinAlgError: Incompatible dimensions

# solve with a right-hand side of the wrong length
import numpy as np
np.linalg.solve(np.eye(3), np.ones(2))

# expect runtime error: ValueError: solve1: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (m,m),(m)->(m) (size 2 is different from 3)

# np.linalg.multi_dot multiplies a chain in the cheapest order (NumPy's rounding follows);
# 1-D ends are vectors.
import numpy as np
rng = np.random.default_rng(1)
A = rng.random((10, 100)); B = rng.random((100, 5)); C = rng.random((5, 50)); D = rng.random((50, 3))
print(np.linalg.multi_dot([A, B, C, D]))
print(np.linalg.multi_dot([A, B, C]).sum(), np.linalg.multi_dot([B, C, D]).sum())
print(np.linalg.multi_dot([np.arange(3), np.ones((3, 2)), np.arange(2)]))
print(np.linalg.multi_dot([np.arange(3), np.ones((3, 2)), np.ones((2, 2))]))
print(np.linalg.multi_dot([np.eye(2), [[1, 2], [3, 4]]]))
try:
    np.linalg.multi_dot([np.eye(2)])
except ValueError as e:
    print(e)
np.linalg.multi_dot([np.eye(2), np.ones((2, 2, 2)), np.eye(2)])

# expect: [[1553.67594489 1525.79259745 1610.11739859]
# expect:  [1532.06136894 1508.60882856 1589.86980928]
# expect:  [1356.42890585 1336.83222912 1407.91238269]
# expect:  [1475.41922017 1448.50325985 1530.8744561 ]
# expect:  [1630.08464976 1600.68052394 1692.97227325]
# expect:  [1576.32763314 1549.40289387 1636.7116618 ]
# expect:  [1569.6149494  1540.96314427 1627.91920735]
# expect:  [1623.68960556 1593.99586677 1685.07727596]
# expect:  [1491.10942815 1467.87302483 1548.2890453 ]
# expect:  [1581.08839058 1557.25483448 1641.85250921]]
# expect: 30740.51827908179 9236.30409795226
# expect: 3.0
# expect: [6. 6.]
# expect: [[1. 2.]
# expect:  [3. 4.]]
# expect: Expecting at least two arrays.
# expect runtime error: numpy.linalg.LinAlgError: 3-dimensional array given. Array must be two-dimensional

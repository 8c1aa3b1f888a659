# np.select: first true condition wins, default elsewhere; numbers and strings.
import numpy as np
x = np.arange(6)
print(np.select([x < 2, x > 3], [x, x**2], default=-1))
print(np.select([x < 2, x < 4], ['a', 'b'], default='c'))
print(np.select([x < 2], [x * 1.5]), np.select([x > 4, x > 1], [10, 20]))
np.select([x < 2], [x, x])

# expect: [ 0  1 -1 -1 16 25]
# expect: ['a' 'a' 'b' 'b' 'c' 'c']
# expect: [0.  1.5 0.  0.  0.  0. ] [ 0  0 20 20 20 10]
# expect runtime error: ValueError: list of cases must be same length as list of conditions

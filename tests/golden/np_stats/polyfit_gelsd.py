# polyfit solves with gelsd as NumPy does: the same last bits, tall and square fits.
import numpy as np
x = np.linspace(0, 1, 6)
y = 3 * x**2 - 2 * x + 0.5
print(np.polyfit(x, y, 2), np.polyval(np.polyfit(x, y, 2), 0.5))
x = np.array([0.0, 1.0, 2.0, 3.0, 4.0, 5.0]); y = np.array([-1.1, 0.9, 3.2, 4.8, 7.1, 9.0])
print(np.polyfit(x, y, 1), np.polyfit(x, y, 2), np.polyfit(x, y, 5))
print(np.polyfit(x, np.column_stack([y, y ** 2]), 3))

# expect: [ 3.  -2.   0.5] 0.25000000000000044
# expect: [ 2.02       -1.06666667] [-0.00892857  2.06464286 -1.09642857] [-0.04083333  0.50833333 -2.19583333  3.79166667 -0.06333333 -1.1       ]
# expect: [[ 0.00648148  0.00509259]
# expect:  [-0.05753968  4.01019841]
# expect:  [ 2.15343915 -4.15648148]
# expect:  [-1.11587302  1.22507937]]

# The right operand as the dying temporary: subtraction, division and power must keep their
# operand order when the result is written into the right-hand array.
import numpy as np

a = np.arange(1.0, 5.0)
print(10.0 - (a * 2.0))
print(1.0 / (a + 1.0))
print(2.0 ** (a * 1.0))
print(a - (a * a))
print((a * 2.0) - (a * a))
print((a + 1.0) / (a * 2.0))
print(a)

# expect: [8. 6. 4. 2.]
# expect: [0.5        0.33333333 0.25       0.2       ]
# expect: [ 2.  4.  8. 16.]
# expect: [  0.  -2.  -6. -12.]
# expect: [ 1.  0. -3. -8.]
# expect: [1.         0.75       0.66666667 0.625     ]
# expect: [1. 2. 3. 4.]

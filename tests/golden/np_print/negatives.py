# Negative numbers widen the integer part; -0. keeps its sign.
import numpy as np
print(np.array([-1.0, 2.0]))
print(np.array([-0.0, 0.0]))
print(np.array([-1.5, 22.25, -333.125]))
print(repr(np.array([-0.5, 0.25])))

# expect: [-1.  2.]
# expect: [-0.  0.]
# expect: [  -1.5     22.25  -333.125]
# expect: array([-0.5 ,  0.25])

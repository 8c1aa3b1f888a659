# Infinities, NaN and signed zeros through np.exp, np.sin, np.cos, np.tanh, np.arctan, np.log
import numpy as np
a = np.array([np.inf, -np.inf, np.nan, 0.0, -0.0])
for f in [np.exp, np.tanh, np.arctan]:
    print(f.__name__, f(a), f(a.astype(np.float32)))
b = np.array([np.nan, 0.0, -0.0])
for f in [np.sin, np.cos]:
    print(f.__name__, f(b), f(b.astype(np.float32)))
print(np.log(np.array([np.inf, np.nan, 1.0])))

# expect: exp [inf  0. nan  1.  1.] [inf  0. nan  1.  1.]
# expect: tanh [ 1. -1. nan  0. -0.] [ 1. -1. nan  0. -0.]
# expect: arctan [ 1.57079633 -1.57079633         nan  0.         -0.        ] [ 1.5707964 -1.5707964        nan  0.        -0.       ]
# expect: sin [nan  0. -0.] [nan  0. -0.]
# expect: cos [nan  1.  1.] [nan  1.  1.]
# expect: [inf nan  0.]

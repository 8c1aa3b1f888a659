# nan and inf are right-aligned to the width of the finite elements.
import numpy as np
print(np.array([1.5, -2.25, np.nan, np.inf]))
print(np.array([np.nan, np.inf]))
print(np.array([np.nan, -np.inf, 1e10]))
print(repr(np.array([np.nan, 1.0], dtype=np.float32)))
print(np.array([np.nan]))

# expect: [ 1.5  -2.25   nan   inf]
# expect: [nan inf]
# expect: [   nan   -inf 1.e+10]
# expect: array([nan,  1.], dtype=float32)
# expect: [nan]

# A masked element formats and prints as --, and reprs as masked.
import numpy as np
m = np.ma.array([1.0, 2.0, 3.0], mask=[0, 1, 0])
print(f"{m[1]} {m[0]:.2f}", [m[1], m[0]], str(m[1]))

# expect: -- 1.00 [masked, 1.0] --

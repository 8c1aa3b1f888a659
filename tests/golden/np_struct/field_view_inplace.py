# Ufuncs writing into a structured array's field view (a += b, out=) and reductions over one compute on aligned copies, with NumPy's results.
import numpy as np
a = np.zeros(3, dtype=[("x", "f8"), ("y", "i4")])
a["x"] += 1.5
np.add(a["x"], 1, out=a["x"])
print(a, a["x"].sum(), a["x"].mean())
# expect: [(2.5, 0) (2.5, 0) (2.5, 0)] 7.5 2.5

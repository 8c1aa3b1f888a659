# np.genfromtxt with a structured dtype whose fields are dtype objects (string fields included).
import numpy as np, io
d4 = np.genfromtxt(io.StringIO("a;1\nb;2"), delimiter=";", dtype=[("k", "U1"), ("v", "i4")])
print(d4)

# expect: [('a', 1) ('b', 2)]

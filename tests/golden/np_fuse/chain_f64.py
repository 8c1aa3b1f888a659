# A float64 chain of two arrays and math functions, fused: NumPy's bits.
import numpy as np

a = np.linspace(-2, 2, 60001)
b = np.linspace(0, 5, 60001)
w = np.exp(a) * 0.5 - np.log(b * b + 1) / 3 + np.arctan(a * b) - np.maximum(a, b) * 2
print(w.dtype, int(w.view(np.uint64).sum() % 1000000007))
print(w[::15000].tolist())
# expect[avx512_skx]: float64 434526279
# expect[!avx512_skx]: float64 434530375
# expect[avx512_skx]: [0.06766764161830634, -3.5257767788071317, -5.160333822955527, -5.734734554473214, -5.920376455571434]
# expect[!avx512_skx]: [0.06766764161830635, -3.5257767788071317, -5.160333822955527, -5.734734554473214, -5.920376455571434]

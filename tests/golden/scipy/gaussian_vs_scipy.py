# A course's check of its own Gaussian ufunc against SciPy's norm.pdf.
import math
import numpy as np
from numba import vectorize
SQRT_2PI = np.float32((2 * math.pi) ** 0.5)

@vectorize(['float32(float32, float32, float32)'])
def gaussian_pdf(x, mean, sigma):
    return math.exp(-0.5 * ((x - mean) / sigma) ** 2) / (sigma * SQRT_2PI)

np.random.seed(0)
x = np.random.uniform(-3, 3, size=10000).astype(np.float32)
mean, sigma = np.float32(0.0), np.float32(1.0)
import scipy.stats
ref = scipy.stats.norm.pdf(x, loc=mean, scale=sigma)
mine = gaussian_pdf(x, mean, sigma)
print(ref.dtype, mine.dtype, np.allclose(ref, mine, atol=1e-6), ref[:3])

# expect: float64 float32 True [0.38219353 0.17334789 0.32988072]

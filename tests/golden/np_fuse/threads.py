# A chain large enough to be split over threads gives the same bits on one thread or several,
# and the same sum.
# env: WEFT_NP_THREADS=3
import numpy as np

x = np.linspace(-5, 5, 1000003).astype(np.float32)
y = np.exp(-x*x/2) * np.cos(x) + x / 7
print(int(y.view(np.uint32).astype(np.uint64).sum()))
print(y.sum(), y[::250000].tolist())
z = x * 3 + 1
print(int(z.view(np.uint32).astype(np.uint64).sum()))
# expect: 1869474945588041
# expect: 152034.9 [-0.7142846584320068, -0.39234304428100586, 0.9999985694885254, 0.32194000482559204, 0.7142839431762695]
# expect: 2087720955200570

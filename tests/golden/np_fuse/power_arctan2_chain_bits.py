# Fused chains with power and arctan2 (SVML's loops in each node, blocks and threads) print NumPy's bits
import numpy as np
x = np.linspace(0.01, 10.0, 200000)
y = np.linspace(-3.0, 3.0, 200000)
r1 = np.sqrt(x) ** 1.5 + x ** y
r2 = np.arctan2(y, x) * 2.0 - 10.0 ** y
r3 = (x * 0.5) ** 2.5 - y
xf = x.astype(np.float32); yf = y.astype(np.float32)
r4 = xf ** np.float32(1.3) + np.arctan2(yf, xf) * np.float32(2)
for r in (r1, r2, r3, r4):
    w = r.view(np.int64 if r.dtype == np.float64 else np.int32).astype(np.int64)
    print(int((w & 0xffffffff).sum()))

# expect[avx512_skx]: 429442508722688
# expect[!avx512_skx]: 429442508754846
# expect[avx512_skx]: 429164726506528
# expect[!avx512_skx]: 429164726533593
# expect[avx512_skx]: 429179869392268
# expect[!avx512_skx]: 429179869416643
# expect[avx512_skx]: 285005594297225
# expect[!avx512_skx]: 285005594295604

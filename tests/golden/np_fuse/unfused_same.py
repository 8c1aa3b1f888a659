# With fusion turned off (WEFT_NP_FUSE=0) a chain gives the same bits as fused.
# env: WEFT_NP_FUSE=0 WEFT_NP_THREADS=1
import numpy as np

x = np.linspace(-5, 5, 100003).astype(np.float32)
y = np.exp(-x*x/2) * np.cos(x) + x / 7
print(int(y.view(np.uint32).astype(np.uint64).sum()))
# expect: 186953360842984

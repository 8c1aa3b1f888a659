import numpy as np
a = np.zeros(5, dtype=np.float16)
a[0] = 70000
a[1:3] = [0.1, 0.2]
a[a == 0] = 1e-8
a[4] = np.float32(1/3)
print(a, a[1], a[-1], a.tobytes().hex())
# expect: [   inf 0.1    0.2    0.     0.3333] 0.1 0.3333 007c662e663200005535

import numpy as np
# float32 -> float16 rounds once, from the float32 value
f = np.array([0.1, 1.0009765625 + 2**-12, 1.00048828125, 1.00146484375], dtype=np.float32)
print(f.astype(np.float16).tobytes().hex())
d = np.array([1.00048828125 + 2**-40], dtype=np.float64)
print(d.astype(np.float16).tobytes().hex(), d.astype(np.float32).astype(np.float16).tobytes().hex())
# expect: 662e013c003c023c
# expect: 013c 003c

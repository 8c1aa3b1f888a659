import numpy as np
z = np.array([3+4j, -1j, 1.5+2.5j])
print(abs(z), np.abs(z).dtype)
print(np.abs(z[::2]).tolist())
# expect: [5.         1.         2.91547595] float64
# expect[avx512_skx]: [5.0, 2.91547594742265]
# expect[!avx512_skx]: [5.0, 2.9154759474226504]

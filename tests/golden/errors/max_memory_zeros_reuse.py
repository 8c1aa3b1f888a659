# Under --max-memory, large zeros arrays made and dropped in a loop stay within the bound (each
# is counted whole when made, and freed memory goes back), and one past it is NumPy's
# MemoryError, which the program catches and goes on.
# env: WEFT_MAX_MEMORY=256M
# no-cross-check: --max-memory is Weft's (CPython would allocate the 800 MB)
import numpy as np

total = 0.0
for i in range(12):
    z = np.zeros(10**7)
    z[::1000] = i
    total += z.sum()
print(total)
try:
    big = np.zeros(10**8)
except MemoryError as e:
    print("MemoryError:", e)
z = np.zeros((3000, 3000))
print(z.shape, z.sum())

# expect: 660000.0
# expect: MemoryError: Unable to allocate 763. MiB for an array with shape (100000000,) and data type float64
# expect: (3000, 3000) 0.0

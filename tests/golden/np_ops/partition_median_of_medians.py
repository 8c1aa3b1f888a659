# Inputs that defeat the median-of-3 pivot make NumPy fall back to a median-of-medians pivot;
# the elements still land where NumPy's fallback puts them.
import numpy as np

for n in [101, 2000]:
    a = np.roll(np.arange(n), n // 2)
    for k in [n // 2, n // 3, n - 5]:
        p = np.partition(a, k)
        q = np.argpartition(a, k)
        print(n, k, p[k], int((p * np.arange(n)).sum() % 1000003), int((q * np.arange(n)).sum() % 1000003))

# expect: 101 50 50 300276 171501
# expect: 101 33 33 318208 189433
# expect: 101 96 96 319227 190452
# expect: 2000 1000 1000 322005 325005
# expect: 2000 666 666 743481 746481
# expect: 2000 1995 1995 185966 188966

# Builtins accept NumPy scalars and size-1 arrays.
import numpy as np
f = np.float32(1.1)
i = np.int64(7)
print(int(f), float(f), int(i), float(i), int(np.array([4.9])), float(np.array([[2]])))
print(f"{f:.3f} {i:05d} {f} {i}", format(np.float64(0.1), ""), format(i, "x"), str(f))
print(isinstance(np.float64(1.0), float), isinstance(np.int64(1), int), type(f), type(i))
print(round(np.float64(2.675), 2), round(np.float32(2.5)), round(np.int64(1250), -2), [1, 2, 3][i - 6], "ab" * np.int64(2))
print("%d %5.2f" % (i, f), range(i), divmod(i, 3), max(np.int64(3), 2.5))

# expect: 1 1.100000023841858 7 7.0 4 2.0
# expect: 1.100 00007 1.100000023841858 7 0.1 7 1.1
# expect: True False <class 'numpy.float32'> <class 'numpy.int64'>
# expect: 2.68 2 1200 2 abab
# expect: 7  1.10 range(0, 7) (2, 1) 3

# int() and float() of a uint64 above 2**63 give the Python number (NumPy converts exactly)
import numpy as np
x = np.uint64(2**64 - 1)
print(int(x), float(x), int(np.uint64(2**63)), int(np.uint64(5)))
a = np.array([2**63 + 7], dtype=np.uint64)
print(int(a[0]), int(a), float(a[0]), a.tolist(), a[0].item())
print(int(x) // 3, type(int(x)))
# expect: 18446744073709551615 1.8446744073709552e+19 9223372036854775808 5
# expect: 9223372036854775815 9223372036854775815 9.223372036854776e+18 [9223372036854775815] 9223372036854775815
# expect: 6148914691236517205 <class 'int'>

# NumPy takes Python ints up to uint64's range; item() and tolist() give exact ints back.
import numpy as np
a = np.array([2 ** 63, 2 ** 64 - 1])
print(a, a.dtype, a.tolist(), a[1].item(), a.max())
print(np.array([-1, 2 ** 63]).dtype, np.uint64(2 ** 64 - 1), np.iinfo(np.uint64).max)
print(np.float64(2 ** 70), np.zeros(2) + 2 ** 40, np.int64(5) + 2 ** 70, 2 ** 70 * np.int64(2))
print(np.float32(1.5) * 2 ** 80, type(np.float64(2) + 2 ** 70))
# expect: [ 9223372036854775808 18446744073709551615] uint64 [9223372036854775808, 18446744073709551615] 18446744073709551615 18446744073709551615
# expect: float64 18446744073709551615 18446744073709551615
# expect: 1.1805916207174113e+21 [1.09951163e+12 1.09951163e+12] 1180591620717411303429 2361183241434822606848
# expect: 1.8133887294219438e+24 <class 'float'>

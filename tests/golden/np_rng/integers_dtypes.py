# integers: Lemire's method; 8/16-bit and bool dtypes share one 32-bit draw among elements.
import numpy as np
rng = np.random.default_rng(99)
for dt in [np.int64, np.int32, np.int16, np.int8, np.uint64, np.uint32, np.uint16, np.uint8]:
    print(dt.__name__, rng.integers(0, 100, size=8, dtype=dt).tolist())
print(rng.integers(0, 2, size=10, dtype=bool).tolist())
print(rng.integers(0, 2**64, size=2, dtype=np.uint64).tolist())
print(rng.integers(-2**63, 2**63 - 1, size=2).tolist())

# expect: int64 [95, 50, 75, 56, 17, 51, 94, 97]
# expect: int32 [96, 61, 31, 56, 64, 28, 96, 55]
# expect: int16 [6, 35, 62, 46, 25, 10, 76, 61]
# expect: int8 [49, 64, 73, 33, 75, 47, 92, 35]
# expect: uint64 [24, 60, 30, 34, 39, 68, 27, 90]
# expect: uint32 [35, 77, 93, 69, 37, 66, 77, 76]
# expect: uint16 [61, 4, 82, 9, 69, 29, 60, 35]
# expect: uint8 [42, 86, 69, 24, 52, 18, 8, 90]
# expect: [False, False, True, True, False, False, True, False, False, False]
# expect: [8026178928762086959, 11502647964494379904]
# expect: [1574977760986650966, 1828657915923611286]

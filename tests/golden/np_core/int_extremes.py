# max/min/argmax/argmin and comparisons of int64 and int32 runs of every length near the SIMD
# block sizes, with the extreme first, last, in the middle, tied, and at the type's limits
import numpy as np

rng = np.random.default_rng(3)
for dt in (np.int64, np.int32):
    info = np.iinfo(dt)
    for n in (63, 64, 65, 72, 1031):
        x = rng.integers(-1000, 1000, n).astype(dt)
        out = [int(x.max()), int(x.min()), int(np.argmax(x)), int(np.argmin(x))]
        for pos in (0, n // 2, n - 1):
            y = x.copy()
            y[pos] = info.max
            z = x.copy()
            z[pos] = info.min
            out += [int(y.max()), int(np.argmax(y)), int(z.min()), int(np.argmin(z))]
        t = np.full(n, 5, dtype=dt)
        t[n // 3] = t[n - 2] = 9
        out += [int(np.argmax(t)), int(np.argmin(-t)), int(t.max() - t.min())]
        print(np.dtype(dt).name, n, out)
walk = np.cumsum(rng.choice(np.array([-1, 1]), size=100003))
print(walk.max() - walk.min(), np.count_nonzero(walk == 0), np.count_nonzero(walk != 3),
      np.count_nonzero(walk < -5), np.count_nonzero(walk >= 7), np.count_nonzero(walk <= walk[::-1]))
for dt in (np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.uint64):
    v = rng.integers(0, 100, 1000).astype(dt)
    print(np.dtype(dt).name, np.count_nonzero(v == 7), np.count_nonzero(v > 50),
          np.count_nonzero(v != v[::-1]), (v[:10] <= 40).tolist())
big = np.array([2**62, -2**62, 2**63 - 1, -2**63] * 20, dtype=np.int64)
print((big == 2**63 - 1).sum(), (big > 0).sum(), (big < -2**62).sum(), big.max(), big.min())
print(np.maximum.reduce(walk), np.minimum.reduce(walk), walk[:100002].reshape(6, -1)[:, :1000].max(axis=1))


# expect: int64 63 [946, -998, 43, 41, 9223372036854775807, 0, -9223372036854775808, 0, 9223372036854775807, 31, -9223372036854775808, 31, 9223372036854775807, 62, -9223372036854775808, 62, 21, 21, 4]
# expect: int64 64 [913, -991, 27, 21, 9223372036854775807, 0, -9223372036854775808, 0, 9223372036854775807, 32, -9223372036854775808, 32, 9223372036854775807, 63, -9223372036854775808, 63, 21, 21, 4]
# expect: int64 65 [951, -946, 13, 45, 9223372036854775807, 0, -9223372036854775808, 0, 9223372036854775807, 32, -9223372036854775808, 32, 9223372036854775807, 64, -9223372036854775808, 64, 21, 21, 4]
# expect: int64 72 [936, -984, 10, 48, 9223372036854775807, 0, -9223372036854775808, 0, 9223372036854775807, 36, -9223372036854775808, 36, 9223372036854775807, 71, -9223372036854775808, 71, 24, 24, 4]
# expect: int64 1031 [999, -998, 49, 109, 9223372036854775807, 0, -9223372036854775808, 0, 9223372036854775807, 515, -9223372036854775808, 515, 9223372036854775807, 1030, -9223372036854775808, 1030, 343, 343, 4]
# expect: int32 63 [996, -967, 22, 6, 2147483647, 0, -2147483648, 0, 2147483647, 31, -2147483648, 31, 2147483647, 62, -2147483648, 62, 21, 21, 4]
# expect: int32 64 [959, -934, 13, 43, 2147483647, 0, -2147483648, 0, 2147483647, 32, -2147483648, 32, 2147483647, 63, -2147483648, 63, 21, 21, 4]
# expect: int32 65 [993, -994, 44, 47, 2147483647, 0, -2147483648, 0, 2147483647, 32, -2147483648, 32, 2147483647, 64, -2147483648, 64, 21, 21, 4]
# expect: int32 72 [948, -988, 45, 52, 2147483647, 0, -2147483648, 0, 2147483647, 36, -2147483648, 36, 2147483647, 71, -2147483648, 71, 24, 24, 4]
# expect: int32 1031 [996, -997, 222, 936, 2147483647, 0, -2147483648, 0, 2147483647, 515, -2147483648, 515, 2147483647, 1030, -2147483648, 1030, 343, 343, 4]
# expect: 481 499 99424 61787 31503 50671
# expect: int8 9 516 990 [False, True, False, False, False, False, True, True, False, False]
# expect: uint8 8 501 982 [True, True, False, False, False, True, False, True, True, False]
# expect: int16 8 514 994 [True, False, False, False, True, False, True, False, True, False]
# expect: uint16 15 479 994 [False, False, True, True, True, True, False, True, False, True]
# expect: int32 7 499 992 [False, False, True, False, False, True, False, True, True, True]
# expect: uint32 13 478 990 [False, False, True, True, True, True, True, True, False, False]
# expect: uint64 5 500 988 [False, True, True, False, False, False, False, False, True, True]
# expect: 20 40 20 9223372036854775807 -9223372036854775808
# expect: 186 -295 [ 14   3 -54 -27  38 179]

# np.round with decimals (rint and the division in place in one buffer, as NumPy's out=y), the
# rounding loops' AVX2 build, contiguous astype casts (out-of-range, -0.0, bool), and np.any/
# np.all/max/min of bool and uint8 bytes (the vector byte scan: every length around 64).
import numpy as np
rng = np.random.default_rng(8)
a = rng.normal(size=1000) * 1000
for d in [0, 1, 2, 3, -1, -2, 5]:
    for x in [a, a.astype(np.float32), a[::3], np.array(2.675), np.float32(2.5), 1.005, -0.5, np.array([0.5, 1.5, -2.5, np.nan, np.inf, -0.0])]:
        r = np.round(x, d)
        print(d, type(r).__name__, getattr(r, 'dtype', None), np.asarray(r).ravel()[:4], np.asarray(r).sum())
    print(np.round(np.arange(-50, 50, 7), d), np.round(np.arange(5, dtype=np.int8) * 30, d), a.round(d)[:3], np.around(a[:3], d))
print(np.round(np.array([1.23456789e-300]), 305))
print(np.round(a.reshape(10, 100).T, 1)[:2, :3], np.round(np.float64(3.14159), 3), np.round(np.array([[1.25]]), 1))
f = np.array([1.9, -1.9, 2.5, -0.0, 1e10, -3e9, 2**63, 1e300, -1e300, 0.49999999999999994])
for dt in [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint64, np.bool_, np.float32]:
    print(dt.__name__, f.astype(dt), f.astype(np.float32).astype(dt), f[::2].astype(dt))
i = np.array([-1, 0, 1, 2**31, -2**40, 2**62], dtype=np.int64)
print(i.astype(np.float64), i.astype(np.uint8), i.astype(np.float32), i.astype(bool), i.astype(np.int16))
rng = np.random.default_rng(2)
for n in [0, 1, 63, 64, 65, 200, 1000, 100001]:
    z = np.zeros(n, bool); o = np.ones(n, bool)
    r = rng.random(n) > 0.999
    print(n, np.any(z), np.all(z), np.any(o), np.all(o), np.any(r), np.all(~r), z.max(initial=False), o.min(initial=True))
    if n > 70:
        z[n - 1] = True; o[n // 2] = False
        print(np.any(z), np.all(o), z.max(), o.min(), np.any(z[::2]), np.all(o[1:]))
u = rng.integers(0, 256, 10007).astype(np.uint8)
print(u.max(), u.min(), u[:5000].max(), u[7:].min(), np.maximum.reduce(u), np.amin(u[3:3000]), u.max(initial=255))
m = rng.random((100, 300)) > 0.01
print(m.all(axis=1)[:10], m.any(axis=0)[:10], m.all(), np.all(m, axis=0).sum(), np.logical_and.reduce(m, axis=1).sum())
print(np.any(np.array([0, 0, 2], dtype=np.uint8)), np.all(np.arange(1, 100, dtype=np.uint8)), np.all(np.arange(0, 100, dtype=np.uint8)))
# expect: 0 ndarray float64 [-1738. -1337. -1361.  -352.] -28961.0
# expect: 0 ndarray float32 [-1738. -1337. -1361.  -352.] -28961.0
# expect: 0 ndarray float64 [-1738.  -352.  -957.  1392.] -13818.0
# expect: 0 float64 float64 [3.] 3.0
# expect: 0 float32 float32 [2.] 2.0
# expect: 0 float64 float64 [1.] 1.0
# expect: 0 float64 float64 [-0.] 0.0
# expect: 0 ndarray float64 [ 0.  2. -2. nan] nan
# expect: [-50 -43 -36 -29 -22 -15  -8  -1   6  13  20  27  34  41  48] [  0  30  60  90 120] [-1738. -1337. -1361.] [-1738. -1337. -1361.]
# expect: 1 ndarray float64 [-1738.3 -1336.6 -1361.1  -351.6] -28938.400000000005
# expect: 1 ndarray float32 [-1738.3 -1336.6 -1361.1  -351.6] -28938.498
# expect: 1 ndarray float64 [-1738.3  -351.6  -957.2  1392.3] -13815.500000000004
# expect: 1 float64 float64 [2.7] 2.7
# expect: 1 float32 float32 [2.5] 2.5
# expect: 1 float64 float64 [1.] 1.0
# expect: 1 float64 float64 [-0.5] -0.5
# expect: 1 ndarray float64 [ 0.5  1.5 -2.5  nan] nan
# expect: [-50 -43 -36 -29 -22 -15  -8  -1   6  13  20  27  34  41  48] [  0  30  60  90 120] [-1738.3 -1336.6 -1361.1] [-1738.3 -1336.6 -1361.1]
# expect: 2 ndarray float64 [-1738.27 -1336.64 -1361.11  -351.62] -28937.36000000001
# expect: 2 ndarray float32 [-1738.27 -1336.64 -1361.11  -351.62] -28937.36
# expect: 2 ndarray float64 [-1738.27  -351.62  -957.23  1392.26] -13815.209999999995
# expect: 2 float64 float64 [2.68] 2.68
# expect: 2 float32 float32 [2.5] 2.5
# expect: 2 float64 float64 [1.] 1.0
# expect: 2 float64 float64 [-0.5] -0.5
# expect: 2 ndarray float64 [ 0.5  1.5 -2.5  nan] nan
# expect: [-50 -43 -36 -29 -22 -15  -8  -1   6  13  20  27  34  41  48] [  0  30  60  90 120] [-1738.27 -1336.64 -1361.11] [-1738.27 -1336.64 -1361.11]
# expect: 3 ndarray float64 [-1738.266 -1336.643 -1361.107  -351.617] -28937.187999999995
# expect: 3 ndarray float32 [-1738.266 -1336.643 -1361.107  -351.617] -28937.195
# expect: 3 ndarray float64 [-1738.266  -351.617  -957.229  1392.258] -13815.149999999998
# expect: 3 float64 float64 [2.675] 2.675
# expect: 3 float32 float32 [2.5] 2.5
# expect: 3 float64 float64 [1.005] 1.005
# expect: 3 float64 float64 [-0.5] -0.5
# expect: 3 ndarray float64 [ 0.5  1.5 -2.5  nan] nan
# expect: [-50 -43 -36 -29 -22 -15  -8  -1   6  13  20  27  34  41  48] [  0  30  60  90 120] [-1738.266 -1336.643 -1361.107] [-1738.266 -1336.643 -1361.107]
# expect: -1 ndarray float64 [-1740. -1340. -1360.  -350.] -28820.0
# expect: -1 ndarray float32 [-1740. -1340. -1360.  -350.] -28820.0
# expect: -1 ndarray float64 [-1740.  -350.  -960.  1390.] -13740.0
# expect: -1 float64 float64 [0.] 0.0
# expect: -1 float32 float32 [0.] 0.0
# expect: -1 float64 float64 [0.] 0.0
# expect: -1 float64 float64 [-0.] 0.0
# expect: -1 ndarray float64 [ 0.  0. -0. nan] nan
# expect: [-50 -40 -40 -30 -20 -20 -10   0  10  10  20  30  30  40  50] [  0  30  60  90 120] [-1740. -1340. -1360.] [-1740. -1340. -1360.]
# expect: -2 ndarray float64 [-1700. -1300. -1400.  -400.] -29500.0
# expect: -2 ndarray float32 [-1700. -1300. -1400.  -400.] -29500.0
# expect: -2 ndarray float64 [-1700.  -400. -1000.  1400.] -13800.0
# expect: -2 float64 float64 [0.] 0.0
# expect: -2 float32 float32 [0.] 0.0
# expect: -2 float64 float64 [0.] 0.0
# expect: -2 float64 float64 [-0.] 0.0
# expect: -2 ndarray float64 [ 0.  0. -0. nan] nan
# expect: [0 0 0 0 0 0 0 0 0 0 0 0 0 0 0] [  0   0 100 100 100] [-1700. -1300. -1400.] [-1700. -1300. -1400.]
# expect: 5 ndarray float64 [-1738.2664  -1336.64279 -1361.10671  -351.61713] -28937.18989
# expect: 5 ndarray float32 [-1738.2664  -1336.6428  -1361.1067   -351.61713] -28937.19
# expect: 5 ndarray float64 [-1738.2664   -351.61713  -957.22923  1392.25823] -13815.153340000003
# expect: 5 float64 float64 [2.675] 2.675
# expect: 5 float32 float32 [2.5] 2.5
# expect: 5 float64 float64 [1.005] 1.005
# expect: 5 float64 float64 [-0.5] -0.5
# expect: 5 ndarray float64 [ 0.5  1.5 -2.5  nan] nan
# expect: [-50 -43 -36 -29 -22 -15  -8  -1   6  13  20  27  34  41  48] [  0  30  60  90 120] [-1738.2664  -1336.64279 -1361.10671] [-1738.2664  -1336.64279 -1361.10671]
# expect: [1.23457e-300]
# expect: [[-1738.3   941.1  1650.4]
# expect:  [-1336.6 -1534.5  -430.3]] 3.142 [[1.2]]
# expect: int8 [ 1 -1  2  0  0  0  0  0  0  0] [ 1 -1  2  0  0  0  0  0  0  0] [1 2 0 0 0]
# expect: int16 [ 1 -1  2  0  0  0  0  0  0  0] [ 1 -1  2  0  0  0  0  0  0  0] [1 2 0 0 0]
# expect: int32 [          1          -1           2           0 -2147483648 -2147483648
# expect:  -2147483648 -2147483648 -2147483648           0] [          1          -1           2           0 -2147483648 -2147483648
# expect:  -2147483648 -2147483648 -2147483648           0] [          1           2 -2147483648 -2147483648 -2147483648]
# expect: int64 [                   1                   -1                    2
# expect:                     0          10000000000          -3000000000
# expect:  -9223372036854775808 -9223372036854775808 -9223372036854775808
# expect:                     0] [                   1                   -1                    2
# expect:                     0          10000000000          -3000000000
# expect:  -9223372036854775808 -9223372036854775808 -9223372036854775808
# expect:                     0] [                   1                    2          10000000000
# expect:  -9223372036854775808 -9223372036854775808]
# expect: uint8 [  1 255   2   0   0   0   0   0   0   0] [  1 255   2   0   0   0   0   0   0   0] [1 2 0 0 0]
# expect: uint64 [                   1 18446744073709551615                    2
# expect:                     0          10000000000 18446744070709551616
# expect:   9223372036854775808                    0  9223372036854775808
# expect:                     0] [                   1 18446744073709551615                    2
# expect:                     0          10000000000 18446744070709551616
# expect:   9223372036854775808                    0  9223372036854775808
# expect:                     0] [                  1                   2         10000000000
# expect:  9223372036854775808 9223372036854775808]
# expect: bool_ [ True  True  True False  True  True  True  True  True  True] [ True  True  True False  True  True  True  True  True  True] [ True  True  True  True  True]
# expect: float32 [ 1.900000e+00 -1.900000e+00  2.500000e+00 -0.000000e+00  1.000000e+10
# expect:  -3.000000e+09  9.223372e+18           inf          -inf  5.000000e-01] [ 1.900000e+00 -1.900000e+00  2.500000e+00 -0.000000e+00  1.000000e+10
# expect:  -3.000000e+09  9.223372e+18           inf          -inf  5.000000e-01] [1.900000e+00 2.500000e+00 1.000000e+10 9.223372e+18         -inf]
# expect: [-1.00000000e+00  0.00000000e+00  1.00000000e+00  2.14748365e+09
# expect:  -1.09951163e+12  4.61168602e+18] [255   0   1   0   0   0] [-1.0000000e+00  0.0000000e+00  1.0000000e+00  2.1474836e+09
# expect:  -1.0995116e+12  4.6116860e+18] [ True False  True  True  True  True] [-1  0  1  0  0  0]
# expect: 0 False True False True False True False True
# expect: 1 False False True True False True False True
# expect: 63 False False True True False True False True
# expect: 64 False False True True False True False True
# expect: 65 False False True True False True False True
# expect: 200 False False True True False True False True
# expect: True False True False False False
# expect: 1000 False False True True True False False True
# expect: True False True False False False
# expect: 100001 False False True True True False False True
# expect: True False True False True False
# expect: 255 0 255 0 255 0 255
# expect: [False False False False False False False False False False] [ True  True  True  True  True  True  True  True  True  True] False 115 5
# expect: True True False

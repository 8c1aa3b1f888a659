# np.sort of int32 and uint32 (NumPy's AVX-512 quicksort on such CPUs): extreme values, which the
# vector sort pads its registers with, at lengths around 16 and 128 and beyond, equal runs, rows
import numpy as np

rs = np.random.RandomState(11)
ok = []
for dt, lo, hi in [(np.int32, -2**31, 2**31 - 1), (np.uint32, 0, 2**32 - 1)]:
    for n in [2, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 130, 255, 1000, 5003, 70000]:
        v = rs.randint(0, 6, n).astype(np.int64)
        v = np.choose(v, [lo, hi, lo + 1, hi - 1, 0, 7]).astype(dt)
        r = rs.randint(lo, hi, n, dtype=np.int64).astype(dt)
        for a in [v, r, np.full(n, hi, dt), np.arange(n, dtype=dt)[::-1].copy()]:
            ok.append(np.sort(a).tolist() == sorted(a.tolist()))
    m = rs.randint(lo, hi, (30, 200), dtype=np.int64).astype(dt)
    ok.append(np.sort(m, axis=0).T.tolist() == [sorted(c) for c in m.T.tolist()])
    print(np.dtype(dt).name, np.sort(np.array([hi, lo, 5, lo, hi], dt)))
print(len(ok), all(ok))

# expect: int32 [-2147483648 -2147483648           5  2147483647  2147483647]
# expect: uint32 [         0          0          5 4294967295 4294967295]
# expect: 146 True

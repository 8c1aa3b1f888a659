# Legacy np.random.randint draws arrays by NumPy's masked rejection on 32-bit words (drawn in
# bulk): the same values and the same stream position after, for int64/int32/uint32/int16
# results, ranges up to 2**32 and across the generator's 624-word refills.
import numpy as np

np.random.seed(3)
for lo, hi, n, dt in [(0, 100, 100003, None), (-5, 5, 17, None), (0, 2**31, 1000, None),
                      (0, 2**32 - 1, 50, None), (0, 2**32, 50, None), (0, 7, 5000, np.int32),
                      (0, 1000, 5000, np.uint32), (10, 11, 10, None), (0, 2**40, 20, None),
                      (0, 100, 3000, np.int16)]:
    r = np.random.randint(lo, hi, n, dtype=dt) if dt else np.random.randint(lo, hi, n)
    print(r.dtype, int(r.astype(np.int64).sum()), int((r.astype(np.int64) * np.arange(n)).sum()), r[:5].tolist())
print(np.random.randint(0, 100), np.random.random())

# expect: int64 4954868 248025301493 [24, 3, 56, 72, 0]
# expect: int64 -14 -126 [0, -1, -4, 4, 1]
# expect: int64 1072978837582 519213759355500 [410855443, 595079679, 1466269123, 1703875595, 1122648278]
# expect: int64 115757322145 2876220410094 [1944200783, 3776642064, 609962841, 1746530676, 4134679056]
# expect: int64 106512984924 2472212233385 [702544399, 1576853762, 3989991736, 2334782049, 1784663111]
# expect: int32 15069 37916416 [1, 1, 0, 2, 1]
# expect: uint32 2524707 6368834890 [363, 602, 878, 597, 142]
# expect: int64 100 450 [10, 10, 10, 10, 10]
# expect: int64 10549866419763 103275533886890 [738565938935, 315162782135, 910223306469, 424760651681, 329381587345]
# expect: int16 149772 225075260 [4, 24, 48, 73, 24]
# expect: 17 0.546241662878322

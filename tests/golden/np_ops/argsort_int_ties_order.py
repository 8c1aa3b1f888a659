# np.argsort's default kind puts tied elements where NumPy's introsort leaves them, for every
# integer dtype (typed loops), with many ties (random int32 over a wide range has some) or none
import numpy as np

rs = np.random.RandomState(6)
for dt in ['int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'int64', 'uint64']:
    for hi, n in [(5, 40), (100, 3000), (2**15 - 1, 20000), (2**31 - 1, 200000)]:
        if np.iinfo(dt).max < hi:
            continue
        a = rs.randint(0, hi, n).astype(dt)
        s = np.argsort(a)
        print(dt, hi, n, int((s * np.arange(1, n + 1)).sum() % 1000003), np.all(a[s][1:] >= a[s][:-1]))

# expect: int8 5 40 16389 True
# expect: int8 100 3000 353054 True
# expect: uint8 5 40 15793 True
# expect: uint8 100 3000 86073 True
# expect: int16 5 40 14440 True
# expect: int16 100 3000 573984 True
# expect: int16 32767 20000 875793 True
# expect: uint16 5 40 15393 True
# expect: uint16 100 3000 289975 True
# expect: uint16 32767 20000 569025 True
# expect: int32 5 40 15080 True
# expect: int32 100 3000 244769 True
# expect: int32 32767 20000 872281 True
# expect: int32 2147483647 200000 218429 True
# expect: uint32 5 40 15415 True
# expect: uint32 100 3000 881413 True
# expect: uint32 32767 20000 395970 True
# expect: uint32 2147483647 200000 923839 True
# expect: int64 5 40 16857 True
# expect: int64 100 3000 210253 True
# expect: int64 32767 20000 778045 True
# expect: int64 2147483647 200000 487982 True
# expect: uint64 5 40 15275 True
# expect: uint64 100 3000 631714 True
# expect: uint64 32767 20000 407963 True
# expect: uint64 2147483647 200000 15040 True

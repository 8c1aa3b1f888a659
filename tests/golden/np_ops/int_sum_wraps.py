# Integer sums of long runs (split over threads, eight partial sums each) wrap around as
# NumPy's int64/uint64 adds do, whatever the length: lengths off a multiple of 8, strided and
# small dtypes, and empty arrays.
import numpy as np

big = np.full(300001, 2**62, dtype=np.int64)
print(big.sum(), big[:7].sum(), big[1:].sum(), big[::3].sum())
u = np.full(200003, 2**63 + 5, dtype=np.uint64)
print(u.sum(), u[:9].sum())
r = (np.arange(1000003, dtype=np.int64) * 7919) % 100003 - 50000
print(r.sum(), r[5:].sum(), r[::7].sum(), r.reshape(1000003, 1).sum(axis=0))
print(r.astype(np.int32).sum(), r.astype(np.int8).sum(), r.astype(np.uint16).sum(), (r > 0).sum())
print(np.array([], dtype=np.int64).sum(), np.zeros((0, 3), dtype=np.int32).sum(axis=0))
print(np.sum(r, dtype=np.int32), np.add.reduce(r[:13]))

# expect: 4611686018427387904 -4611686018427387904 0 4611686018427387904
# expect: 9223372036855775823 9223372036854775853
# expect: 943280 1114090 6535 [943280]
# expect: 943280 -497744 32768091312 500006
# expect: 0 [0 0 0]
# expect: 943280 -32318

# np.dot of 1-D float arrays and a matrix times a vector (M @ v, np.dot(M, v), v @ M.T) sum each
# output's products in order from 0, as the reference BLAS ddot/dgemv NumPy calls: the same bits
# for any row count (rows are taken four at a time). Printed as exact hex / sums of raw bits.
import numpy as np

rng = np.random.default_rng(9)


def bits(r):
    u = np.asarray(r).view(np.uint64 if np.asarray(r).dtype == np.float64 else np.uint32).astype(np.uint64)
    return int(u.sum()), int((u * np.arange(1, u.size + 1, dtype=np.uint64)).sum())


for n in [1, 5, 1001, 100003]:
    a = (rng.random(n) - 0.5) * 10.0 ** rng.integers(-4, 5, n)
    b = rng.random(n) - 0.5
    print(n, float(np.dot(a, b)).hex(), float(a @ b).hex(), float(np.dot(a.astype(np.float32), b.astype(np.float32))).hex())
for rows in [1, 3, 4, 7, 37]:
    M = (rng.random((rows, 999)) - 0.5) * 10.0 ** rng.integers(-3, 4, (rows, 999))
    v = rng.random(999) - 0.5
    print(rows, bits(M @ v), bits(np.dot(M, v)), bits(v @ M.T), bits(M.astype(np.float32) @ v.astype(np.float32)))
print(np.dot(np.array([-0.0, -0.0]), np.array([1.0, 1.0])), np.array([[-0.0, -0.0]]) @ np.array([1.0, 1.0]))

# expect: 1 0x1.7de7bb7b03a6ep+8 0x1.7de7bb7b03a6ep+8 0x1.7de7ba0000000p+8
# expect: 5 0x1.dcb22f253f18bp+6 0x1.dcb22f253f18bp+6 0x1.dcb2300000000p+6
# expect: 1001 0x1.7c67c5c506082p+13 0x1.7c67c5c506082p+13 0x1.7c67c00000000p+13
# expect: 100003 0x1.c1658e4e27bd8p+14 0x1.c1658e4e27bd8p+14 0x1.c1650c0000000p+14
# expect: 1 (13869336081632844261, 13869336081632844261) (13869336081632844261, 13869336081632844261) (13869336081632844261, 13869336081632844261) (3285073272, 3285073272)
# expect: 3 (13917311257862962002, 148456218341954019) (13917311257862962002, 148456218341954019) (13917311257862962002, 148456218341954019) (7669401256, 13161422946)
# expect: 4 (9380196407424807704, 9605423953366937818) (9380196407424807704, 9605423953366937818) (9380196407424807704, 9605423953366937818) (11029526390, 28628914578)
# expect: 7 (4856413274653845878, 10223771644936481571) (4856413274653845878, 10223771644936481571) (4856413274653845878, 10223771644936481571) (18709450957, 68435382348)
# expect: 37 (15130081539910073886, 790162679069227181) (15130081539910073886, 790162679069227181) (15130081539910073886, 790162679069227181) (87237773198, 1632485620274)
# expect: 0.0 [0.]

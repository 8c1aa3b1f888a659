# float64 arrays cast to int32/int16/uint16/int8/uint8 (NumPy goes through int32 and keeps the
# low bits; NaN and values outside int32's range give -2147483648's bits and "invalid value")
import warnings
import numpy as np

warnings.simplefilter("always")
rng = np.random.default_rng(11)
x = np.concatenate([(rng.random(4001) - 0.5) * 140000.0, rng.normal(size=3) * 1e3])
for dt in (np.int32, np.int16, np.uint16, np.int8, np.uint8):
    r = x.astype(dt)
    print(np.dtype(dt).name, r[:6], r[-3:], int(r.astype(np.int64).sum()))
edge = np.array([-2147483648.0, -2147483648.9, 2147483647.9, -0.7, 0.7, 255.5, 256.0,
                 -129.0, 32768.0, 65535.9, -1.0, 1e9, -1e9])
for dt in (np.int32, np.int16, np.uint16, np.int8, np.uint8):
    print(np.dtype(dt).name, edge.astype(dt), np.tile(edge, 3).astype(dt)[13:26].tolist() == edge.astype(dt).tolist())
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    for bad in (-2147483649.0, 2147483648.0, np.nan, np.inf, -np.inf):
        y = np.zeros(20)
        y[17] = bad
        print(bad, y.astype(np.uint8)[17], y.astype(np.int16)[17], y.astype(np.int32)[17])
    print(len(w), sorted(set(str(m.message) for m in w)))
img = rng.random((64, 48)) * 255
print(img.astype(np.uint8)[0, :8], int(img.astype(np.uint8).sum()))


# expect: int32 [-52000   -101  14209 -65983 -49290  59949] [1004  -71  407] -3390666
# expect: int16 [13536  -101 14209  -447 16246 -5587] [1004  -71  407] 82742
# expect: uint16 [13536 65435 14209 65089 16246 59949] [ 1004 65465   407] 131351350
# expect: int8 [ -32 -101 -127   65  118   45] [ -20  -71 -105] -8394
# expect: uint8 [224 155 129  65 118  45] [236 185 151] 514870
# expect: int32 [-2147483648 -2147483648  2147483647           0           0         255
# expect:          256        -129       32768       65535          -1  1000000000
# expect:  -1000000000] True
# expect: int16 [     0      0     -1      0      0    255    256   -129 -32768     -1
# expect:      -1 -13824  13824] True
# expect: uint16 [    0     0 65535     0     0   255   256 65407 32768 65535 65535 51712
# expect:  13824] True
# expect: int8 [  0   0  -1   0   0  -1   0 127   0  -1  -1   0   0] True
# expect: uint8 [  0   0 255   0   0 255   0 127   0 255 255   0   0] True
# expect: -2147483649.0 0 0 -2147483648
# expect: 2147483648.0 0 0 -2147483648
# expect: nan 0 0 -2147483648
# expect: inf 0 0 -2147483648
# expect: -inf 0 0 -2147483648
# expect: 15 ['invalid value encountered in cast']
# expect: [  2 135  19   8 250  79 136 230] 388294

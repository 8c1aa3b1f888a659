import numpy as np
# Python ints past int64 with NumPy scalars: NumPy 1.24's value-based casting (a uint64 when
# the int fits one), and past uint64 object math (Python results, numpy.bool_ comparisons)
H = 2**70
print(repr(2**63 - np.uint64(1)), repr(np.uint64(3) - 2**63), repr(2**63 - np.int64(1)))
print(repr(H - np.int64(1)), repr(H * np.float64(2)), repr(np.uint8(1) * H), repr(H // np.int32(3)))
for r in (np.int64(5) < H, H == np.int64(5), np.float32(1) < H, 2**63 > np.uint64(1)):
    print(r, type(r).__name__)
# expect: 9223372036854775807 9223372036854775811 9.223372036854776e+18
# expect: 1180591620717411303423 2.3611832414348226e+21 1180591620717411303424 393530540239137101141
# expect: True bool_
# expect: False bool_
# expect: True bool_
# expect: True bool_

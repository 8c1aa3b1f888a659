# Randomly generated integer and bool casts to every dtype (C wrap-around), checked against NumPy.
import numpy as np
a = np.array([127, 2147483648, 4294967296, -1, 1, -2147483649]).astype(np.int32)
print(a, a.astype(np.int64), a.view(np.uint8).sum())
a = np.array([True, False, True]).astype(np.bool_)
print(a, a.astype(np.uint16), a.view(np.uint8).sum())
a = np.array([-129, 127, 65535, 9007199254740993, 0, -32769]).astype(np.uint8)
print(a, a.astype(np.int64), a.view(np.uint8).sum())
a = np.array([255, -129, 65536, 128, -32769, 2147483647]).astype(np.int64)
print(a, a.astype(np.int64), a.view(np.uint8).sum())
a = np.array([-32769, 2147483648, 256, -1, 127, 4294967296]).astype(np.uint8)
print(a, a.astype(np.int8), a.view(np.uint8).sum())
a = np.array([9223372036854775807, 65536, 0, 4294967295, 128, 9007199254740993]).astype(np.int64)
print(a, a.astype(np.int8), a.view(np.uint8).sum())
a = np.array([255, -2147483649, 9007199254740993, 65536, 128, 9223372036854775807]).astype(np.int64)
print(a, a.astype(np.uint64), a.view(np.uint8).sum())
a = np.array([256, 65536, 65535, -2147483649, 2147483648, 0]).astype(np.uint32)
print(a, a.astype(np.int16), a.view(np.uint8).sum())
a = np.array([4294967295, 65535, 4294967296, 2147483647, -129, -1]).astype(np.int8)
print(a, a.astype(np.bool_), a.view(np.uint8).sum())
a = np.array([-2147483649, 255, 4294967295, 128, -1, -129]).astype(np.int32)
print(a, a.astype(np.int8), a.view(np.uint8).sum())
a = np.array([-32769, 255, 9223372036854775807, 1, -2147483649, 0]).astype(np.uint16)
print(a, a.astype(np.float32), a.view(np.uint8).sum())
a = np.array([256, 127, -32769, 4294967295, -1, 128]).astype(np.int32)
print(a, a.astype(np.int64), a.view(np.uint8).sum())
a = np.array([1, 2147483647, -1, 4294967295, 128, 9007199254740993]).astype(np.uint32)
print(a, a.astype(np.bool_), a.view(np.uint8).sum())
a = np.array([-32769, 65536, 9223372036854775807, -1, 2147483648, 4294967296]).astype(np.uint8)
print(a, a.astype(np.bool_), a.view(np.uint8).sum())
a = np.array([-1, 65536, 255, 4294967295, 256, 128]).astype(np.uint16)
print(a, a.astype(np.float32), a.view(np.uint8).sum())
a = np.array([2147483648, -129, -32769, 65536, 0, 9007199254740993]).astype(np.int16)
print(a, a.astype(np.int64), a.view(np.uint8).sum())
a = np.array([True, False, True]).astype(np.bool_)
print(a, a.astype(np.uint32), a.view(np.uint8).sum())
a = np.array([-2147483649, 255, 127, 0, 4294967295, 9223372036854775807]).astype(np.uint32)
print(a, a.astype(np.int32), a.view(np.uint8).sum())
a = np.array([128, 1, 4294967296, 65536, 127, -129]).astype(np.int16)
print(a, a.astype(np.float32), a.view(np.uint8).sum())
a = np.array([True, False, True]).astype(np.bool_)
print(a, a.astype(np.int8), a.view(np.uint8).sum())
a = np.array([4294967295, -2147483649, 4294967296, 0, 127, 255]).astype(np.int32)
print(a, a.astype(np.int32), a.view(np.uint8).sum())
a = np.array([-2147483649, 255, 4294967296, 127, 0, 9223372036854775807]).astype(np.uint32)
print(a, a.astype(np.int32), a.view(np.uint8).sum())
a = np.array([256, 9007199254740993, 255, 2147483648, 127, 4294967296]).astype(np.int64)
print(a, a.astype(np.int64), a.view(np.uint8).sum())
a = np.array([-32769, 1, 9223372036854775807, 65536, 9007199254740993, 4294967295]).astype(np.int64)
print(a, a.astype(np.int16), a.view(np.uint8).sum())
a = np.array([1, 4294967296, 2147483648, 9223372036854775807, 255, 127]).astype(np.uint16)
print(a, a.astype(np.float64), a.view(np.uint8).sum())
a = np.array([65536, 4294967296, -32769, -2147483649, 255, 65535]).astype(np.int16)
print(a, a.astype(np.uint8), a.view(np.uint8).sum())
a = np.array([65535, -32769, 2147483648, 256, 1, 128]).astype(np.int32)
print(a, a.astype(np.float64), a.view(np.uint8).sum())
a = np.array([2147483648, 128, 65535, -32769, -2147483649, 0]).astype(np.int32)
print(a, a.astype(np.bool_), a.view(np.uint8).sum())
a = np.array([4294967295, 4294967296, 2147483648, 9223372036854775807, 255, 127]).astype(np.int16)
print(a, a.astype(np.float64), a.view(np.uint8).sum())
a = np.array([True, False, True]).astype(np.bool_)
print(a, a.astype(np.int32), a.view(np.uint8).sum())
a = np.array([9223372036854775807, 1, 255, -1, -32769, 65536]).astype(np.uint16)
print(a, a.astype(np.int32), a.view(np.uint8).sum())
a = np.array([4294967296, 9007199254740993, 4294967295, 0, 1, 9223372036854775807]).astype(np.uint8)
print(a, a.astype(np.uint64), a.view(np.uint8).sum())
a = np.array([9223372036854775807, 65535, 128, 0, -129, 1]).astype(np.int8)
print(a, a.astype(np.uint32), a.view(np.uint8).sum())
a = np.array([65536, 2147483647, -1, 1, 65535, 256]).astype(np.uint64)
print(a, a.astype(np.bool_), a.view(np.uint8).sum())
a = np.array([65536, 2147483648, 256, 9007199254740993, 4294967296, 255]).astype(np.uint16)
print(a, a.astype(np.int32), a.view(np.uint8).sum())
a = np.array([127, 2147483647, -2147483649, 255, 4294967296, 9007199254740993]).astype(np.int8)
print(a, a.astype(np.int8), a.view(np.uint8).sum())
a = np.array([255, 65536, 4294967296, 9223372036854775807, 1, 2147483648]).astype(np.uint32)
print(a, a.astype(np.int8), a.view(np.uint8).sum())
a = np.array([2147483647, -129, 9007199254740993, 9223372036854775807, -1, 4294967296]).astype(np.uint64)
print(a, a.astype(np.int16), a.view(np.uint8).sum())
a = np.array([65535, 0, -129, 9007199254740993, -32769, 128]).astype(np.uint32)
print(a, a.astype(np.uint8), a.view(np.uint8).sum())
a = np.array([127, 4294967296, 9007199254740993, 65535, 1, 4294967295]).astype(np.int8)
print(a, a.astype(np.uint64), a.view(np.uint8).sum())
a = np.array([65536, 2147483647, 256, 2147483648, -1, -32769]).astype(np.int32)
print(a, a.astype(np.uint16), a.view(np.uint8).sum())
a = np.array([True, False, True]).astype(np.bool_)
print(a, a.astype(np.float64), a.view(np.uint8).sum())
a = np.array([4294967295, 2147483648, 128, 4294967296, 9007199254740993, 65536]).astype(np.uint64)
print(a, a.astype(np.uint32), a.view(np.uint8).sum())
a = np.array([-32769, 128, -2147483649, 1, 65536, -1]).astype(np.uint8)
print(a, a.astype(np.float64), a.view(np.uint8).sum())
a = np.array([2147483647, 255, 9223372036854775807, -32769, 65536, 1]).astype(np.int16)
print(a, a.astype(np.int64), a.view(np.uint8).sum())
a = np.array([-129, -32769, 2147483647, 9223372036854775807, -1, 128]).astype(np.int8)
print(a, a.astype(np.uint16), a.view(np.uint8).sum())
a = np.array([True, False, True]).astype(np.bool_)
print(a, a.astype(np.float32), a.view(np.uint8).sum())
a = np.array([-129, 4294967296, -1, 2147483648, 1, 9007199254740993]).astype(np.int8)
print(a, a.astype(np.int16), a.view(np.uint8).sum())
a = np.array([256, 65536, 2147483648, 4294967295, 9007199254740993, 127]).astype(np.uint32)
print(a, a.astype(np.float64), a.view(np.uint8).sum())
a = np.array([65536, 2147483647, 256, 9007199254740993, -129, 65535]).astype(np.uint32)
print(a, a.astype(np.int32), a.view(np.uint8).sum())
a = np.array([2147483648, 9007199254740993, 9223372036854775807, -2147483649, -129, 128]).astype(np.uint64)
print(a, a.astype(np.uint32), a.view(np.uint8).sum())
a = np.array([0, 65535, -129, 4294967295, 9007199254740993, 256]).astype(np.uint32)
print(a, a.astype(np.uint16), a.view(np.uint8).sum())
a = np.array([2147483647, 2147483648, 9007199254740993, 65536, 0, -1]).astype(np.uint64)
print(a, a.astype(np.float32), a.view(np.uint8).sum())
a = np.array([4294967295, 2147483647, 65536, 9223372036854775807, 1, 2147483648]).astype(np.uint64)
print(a, a.astype(np.int8), a.view(np.uint8).sum())
a = np.array([256, 4294967296, -1, 9007199254740993, 127, 1]).astype(np.int64)
print(a, a.astype(np.uint32), a.view(np.uint8).sum())
a = np.array([1, -129, 2147483648, 4294967296, 65536, -32769]).astype(np.int64)
print(a, a.astype(np.int16), a.view(np.uint8).sum())
a = np.array([65535, 0, 256, -1, 2147483648, 1]).astype(np.uint64)
print(a, a.astype(np.uint64), a.view(np.uint8).sum())
a = np.array([-32769, -1, 127, 128, 0, 9223372036854775807]).astype(np.int32)
print(a, a.astype(np.bool_), a.view(np.uint8).sum())
a = np.array([-129, 128, -2147483649, -1, 2147483647, 4294967296]).astype(np.int64)
print(a, a.astype(np.float32), a.view(np.uint8).sum())
a = np.array([2147483647, 0, 128, 65535, 255, -1]).astype(np.int8)
print(a, a.astype(np.uint64), a.view(np.uint8).sum())

# expect: [        127 -2147483648           0          -1           1  2147483647] [        127 -2147483648           0          -1           1  2147483647] 2168
# expect: [ True False  True] [1 0 1] 2
# expect: [127 127 255   1   0 255] [127 127 255   1   0 255] 765
# expect: [       255       -129      65536        128     -32769 2147483647] [       255       -129      65536        128     -32769 2147483647] 5100
# expect: [255   0   0 255 127   0] [ -1   0   0  -1 127   0] 637
# expect: [9223372036854775807               65536                   0
# expect:           4294967295                 128    9007199254740993] [  -1    0    0   -1 -128    1] 3094
# expect: [                255         -2147483649    9007199254740993
# expect:                65536                 128 9223372036854775807] [                 255 18446744071562067967     9007199254740993
# expect:                 65536                  128  9223372036854775807] 4241
# expect: [       256      65536      65535 2147483647 2147483648          0] [256   0  -1  -1   0   0] 1532
# expect: [ -1  -1   0  -1 127  -1] [ True  True False  True  True  True] 1147
# expect: [2147483647        255         -1        128         -1       -129] [  -1   -1   -1 -128   -1  127] 4207
# expect: [32767   255 65535     1 65535     0] [3.2767e+04 2.5500e+02 6.5535e+04 1.0000e+00 6.5535e+04 0.0000e+00] 1658
# expect: [   256    127 -32769     -1     -1    128] [   256    127 -32769     -1     -1    128] 3188
# expect: [         1 2147483647 4294967295 4294967295        128          1] [ True  True  True  True  True  True] 3062
# expect: [255   0 255 255   0   0] [ True False  True  True False False] 765
# expect: [65535     0   255 65535   256   128] [65535.     0.   255. 65535.   256.   128.] 1404
# expect: [    0  -129 32767     0     0     1] [    0  -129 32767     0     0     1] 765
# expect: [ True False  True] [1 0 1] 2
# expect: [2147483647        255        127          0 4294967295 4294967295] [2147483647        255        127          0         -1         -1] 3314
# expect: [ 128    1    0    0  127 -129] [ 128.    1.    0.    0.  127. -129.] 638
# expect: [ True False  True] [1 0 1] 2
# expect: [        -1 2147483647          0          0        127        255] [        -1 2147483647          0          0        127        255] 2294
# expect: [2147483647        255          0        127          0 4294967295] [2147483647        255          0        127          0         -1] 2294
# expect: [             256 9007199254740993              255       2147483648
# expect:               127       4294967296] [             256 9007199254740993              255       2147483648
# expect:               127       4294967296] 545
# expect: [             -32769                   1 9223372036854775807
# expect:                65536    9007199254740993          4294967295] [32767     1    -1     0     1    -1] 4879
# expect: [    1     0     0 65535   255   127] [1.0000e+00 0.0000e+00 0.0000e+00 6.5535e+04 2.5500e+02 1.2700e+02] 893
# expect: [    0     0 32767    -1   255    -1] [  0   0 255 255 255 255] 1657
# expect: [      65535      -32769 -2147483648         256           1         128] [ 6.55350000e+04 -3.27690000e+04 -2.14748365e+09  2.56000000e+02
# expect:   1.00000000e+00  1.28000000e+02] 1660
# expect: [-2147483648         128       65535      -32769  2147483647           0] [ True  True  True  True  True False] 2550
# expect: [ -1   0   0  -1 255 127] [ -1.   0.   0.  -1. 255. 127.] 1402
# expect: [ True False  True] [1 0 1] 2
# expect: [65535     1   255 65535 32767     0] [65535     1   255 65535 32767     0] 1658
# expect: [  0   1 255   0   1 255] [  0   1 255   0   1 255] 512
# expect: [  -1   -1 -128    0  127    1] [4294967295 4294967295 4294967168          0        127          1] 766
# expect: [               65536           2147483647 18446744073709551615
# expect:                     1                65535                  256] [ True  True  True  True  True  True] 3445
# expect: [  0   0 256   1   0 255] [  0   0 256   1   0 255] 257
# expect: [127  -1  -1  -1   0   1] [127  -1  -1  -1   0   1] 893
# expect: [       255      65536          0 4294967295          1 2147483648] [-1  0  0 -1  1  0] 1405
# expect: [          2147483647 18446744073709551487     9007199254740993
# expect:   9223372036854775807 18446744073709551615           4294967296] [  -1 -129    1   -1   -1    0] 6790
# expect: [     65535          0 4294967167          1 4294934527        128] [255   0 127   1 255 128] 2423
# expect: [127   0   1  -1   1  -1] [                 127                    0                    1
# expect:  18446744073709551615                    1 18446744073709551615] 639
# expect: [      65536  2147483647         256 -2147483648          -1      -32769] [    0 65535   256     0 65535 32767] 2934
# expect: [ True False  True] [1. 0. 1.] 2
# expect: [      4294967295       2147483648              128       4294967296
# expect:  9007199254740993            65536] [4294967295 2147483648        128          0          1      65536] 1311
# expect: [255 128 255   1   0 255] [255. 128. 255.   1.   0. 255.] 894
# expect: [   -1   255    -1 32767     0     1] [   -1   255    -1 32767     0     1] 1658
# expect: [ 127   -1   -1   -1   -1 -128] [  127 65535 65535 65535 65535 65408] 1275
# expect: [ True False  True] [1. 0. 1.] 2
# expect: [127   0  -1   0   1   1] [127   0  -1   0   1   1] 384
# expect: [       256      65536 2147483648 4294967295          1        127] [2.56000000e+02 6.55360000e+04 2.14748365e+09 4.29496730e+09
# expect:  1.00000000e+00 1.27000000e+02] 1278
# expect: [     65536 2147483647        256          1 4294967167      65535] [     65536 2147483647        256          1       -129      65535] 2297
# expect: [          2147483648     9007199254740993  9223372036854775807
# expect:  18446744071562067967 18446744073709551487                  128] [2147483648          1 4294967295 2147483647 4294967167        128] 6025
# expect: [         0      65535 4294967167 4294967295          1        256] [    0 65535 65407 65535     1   256] 2424
# expect: [          2147483647           2147483648     9007199254740993
# expect:                 65536                    0 18446744073709551615] [2.1474836e+09 2.1474836e+09 9.0071993e+15 6.5536000e+04 0.0000000e+00
# expect:  1.8446744e+19] 3094
# expect: [         4294967295          2147483647               65536
# expect:  9223372036854775807                   1          2147483648] [-1 -1  0 -1  1  0] 3954
# expect: [             256       4294967296               -1 9007199254740993
# expect:               127                1] [       256          0 4294967295          1        127          1] 2203
# expect: [         1       -129 2147483648 4294967296      65536     -32769] [    1  -129     0     0     0 32767] 3955
# expect: [               65535                    0                  256
# expect:  18446744073709551615           2147483648                    1] [               65535                    0                  256
# expect:  18446744073709551615           2147483648                    1] 2680
# expect: [-32769     -1    127    128      0     -1] [ True  True  True  True False  True] 3187
# expect: [       -129         128 -2147483649          -1  2147483647  4294967296] [-1.2900000e+02  1.2800000e+02 -2.1474836e+09 -1.0000000e+00
# expect:   2.1474836e+09  4.2949673e+09] 6885
# expect: [  -1    0 -128   -1   -1   -1] [18446744073709551615                    0 18446744073709551488
# expect:  18446744073709551615 18446744073709551615 18446744073709551615] 1148

# NumPy scalars through every formatting path: str/repr/print use NumPy's digits, while
# format(), f-strings and %-formatting go through the equivalent Python number.
import numpy as np

vals = [np.float32(0.1), np.float64(0.1), np.float32(1e20), np.float32(-2.5), np.int32(-7),
        np.uint8(200), np.int64(12345678901), np.float64(1e-7), np.float32(3.0), np.bool_(1)]
for v in vals:
    print(str(v), repr(v), v)
    print(f"{v}|{v!r}|{v!s}|{v:>12}|{v:<10}|")
    print(format(v), format(v, ""), "%s %r" % (v, v))
for v in [np.float32(0.1), np.float64(0.1), np.float32(-2.5), np.float64(1e-7), np.float32(7)]:
    print(f"{v:.3f} {v:e} {v:g} {v:10.4} {v:+.2%}", "%.3f %e %g %d %5.1f" % (v, v, v, v, v))
for v in [np.int32(-7), np.uint8(200), np.int64(255)]:
    print(f"{v:d} {v:x} {v:#o} {v:,} {v:08b}", "%d %x %o %i" % (v, v, v, v))
t = np.float32(0.1) * np.float32(3)
print(f"{t}", t, [np.float32(0.1)], (np.float64(0.5),))

# expect: 0.1 0.1 0.1
# expect: 0.10000000149011612|0.1|0.1|0.10000000149011612|0.10000000149011612|
# expect: 0.10000000149011612 0.10000000149011612 0.1 0.1
# expect: 0.1 0.1 0.1
# expect: 0.1|0.1|0.1|         0.1|0.1       |
# expect: 0.1 0.1 0.1 0.1
# expect: 1e+20 1e+20 1e+20
# expect: 1.0000000200408773e+20|1e+20|1e+20|1.0000000200408773e+20|1.0000000200408773e+20|
# expect: 1.0000000200408773e+20 1.0000000200408773e+20 1e+20 1e+20
# expect: -2.5 -2.5 -2.5
# expect: -2.5|-2.5|-2.5|        -2.5|-2.5      |
# expect: -2.5 -2.5 -2.5 -2.5
# expect: -7 -7 -7
# expect: -7|-7|-7|          -7|-7        |
# expect: -7 -7 -7 -7
# expect: 200 200 200
# expect: 200|200|200|         200|200       |
# expect: 200 200 200 200
# expect: 12345678901 12345678901 12345678901
# expect: 12345678901|12345678901|12345678901| 12345678901|12345678901|
# expect: 12345678901 12345678901 12345678901 12345678901
# expect: 1e-07 1e-07 1e-07
# expect: 1e-07|1e-07|1e-07|       1e-07|1e-07     |
# expect: 1e-07 1e-07 1e-07 1e-07
# expect: 3.0 3.0 3.0
# expect: 3.0|3.0|3.0|         3.0|3.0       |
# expect: 3.0 3.0 3.0 3.0
# expect: True True True
# expect: True|True|True|           1|1         |
# expect: True True True True
# expect: 0.100 1.000000e-01 0.1        0.1 +10.00% 0.100 1.000000e-01 0.1 0   0.1
# expect: 0.100 1.000000e-01 0.1        0.1 +10.00% 0.100 1.000000e-01 0.1 0   0.1
# expect: -2.500 -2.500000e+00 -2.5       -2.5 -250.00% -2.500 -2.500000e+00 -2.5 -2  -2.5
# expect: 0.000 1.000000e-07 1e-07      1e-07 +0.00% 0.000 1.000000e-07 1e-07 0   0.0
# expect: 7.000 7.000000e+00 7        7.0 +700.00% 7.000 7.000000e+00 7 7   7.0
# expect: -7 -7 -0o7 -7 -0000111 -7 -7 -7 -7
# expect: 200 c8 0o310 200 11001000 200 c8 310 200
# expect: 255 ff 0o377 255 11111111 255 ff 377 255
# expect: 0.30000001192092896 0.3 [0.1] (0.5,)

# np.ldexp's (float, int) loops: a scalar mantissa beside an integer array exponent counts by its
# value (NumPy's min_scalar_type), so small ints give float16; two scalars give float64.
import numpy as np

for m in [3, -3, 200, 300, -200, 70000, 2**40, True, np.int64(3), np.uint16(5), 3.0, np.float32(2)]:
    r = np.ldexp(m, np.array([1, 2]))
    print(repr(m), r, r.dtype)
for e in [np.array([1], np.int8), np.array([1], np.int32), np.array([1], np.uint8)]:
    r = np.ldexp(3, e)
    print(e.dtype, r, r.dtype)
r = np.ldexp(3, [1, 2])
print(r, r.dtype)
r = np.ldexp(3, 2)
print(r, type(r).__name__)
r = np.ldexp(np.array(3), np.array([2]))
print(r, r.dtype)
r = np.ldexp(np.array([3, 4]), 2)
print(r, r.dtype)

# expect: 3 [ 6. 12.] float16
# expect: -3 [ -6. -12.] float16
# expect: 200 [400. 800.] float16
# expect: 300 [ 600. 1200.] float32
# expect: -200 [-400. -800.] float32
# expect: 70000 [140000. 280000.] float64
# expect: 1099511627776 [2.19902326e+12 4.39804651e+12] float64
# expect: True [2. 4.] float16
# expect: 3 [ 6. 12.] float16
# expect: 5 [10. 20.] float16
# expect: 3.0 [ 6. 12.] float64
# expect: 2.0 [4. 8.] float32
# expect: int8 [6.] float16
# expect: int32 [6.] float16
# expect: uint8 [6.] float16
# expect: [ 6. 12.] float16
# expect: 12.0 float64
# expect: [12.] float16
# expect: [12. 16.] float64

# np.format_float_positional: unique digits, precision, fractional=False, trim modes, padding, sign and min_digits.
import numpy as np
f = np.format_float_positional
print(f(np.float32(0.1)), f(0.1), f(np.float32(1) / np.float32(3)), f(1e20), f(1e-20))
print(f(1.0), f(1.0, trim="-"), f(1.0, trim="."), f(1.0, trim="0"), f(-0.0), f(0.0))
print(f(3.14159, precision=2), f(1.25, precision=1), f(1.35, precision=1), f(9.99, precision=1), f(0.5, precision=0))
print(f(3.0, precision=4, unique=False), f(1 / 3, unique=False, precision=20))
print(f(np.float32(1) / np.float32(3), unique=False, precision=20), f(0.1, unique=False, precision=3, min_digits=2))
print(f(123.456, precision=2, fractional=False), f(0.000123456, precision=2, fractional=False))
print(f(123456789.0, precision=3, fractional=False), f(1.5, fractional=False, precision=3, min_digits=3))
print(repr(f(2.5, pad_left=5, pad_right=4)), f(2.5, sign=True), f(1.5, min_digits=4))
print(f(np.nan), f(-np.inf, sign=True), f(np.inf, sign=True), f(5), f(np.int64(5)), f(True), f(2**70))
# expect: 0.1 0.1 0.33333334 100000000000000000000. 0.00000000000000000001
# expect: 1. 1 1. 1.0 -0. 0.
# expect: 3.14 1.2 1.4 10. 0.
# expect: 3.0000 0.33333333333333331483
# expect: 0.33333334326744079590 0.100
# expect: 120. 0.00012
# expect: 123000000. 1.50
# expect: '    2.5   ' +2.5 1.5000
# expect: nan -inf +inf 5. 5. 1. 1180591620717411300000.

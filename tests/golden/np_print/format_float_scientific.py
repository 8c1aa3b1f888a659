# np.format_float_scientific: unique digits, precision, trim, exp_digits, padding, sign and min_digits.
import numpy as np
s = np.format_float_scientific
print(s(1234.5), s(1234.5, precision=2), s(123.0, precision=0), s(9.99, precision=1))
print(s(0.00012, exp_digits=3), s(1.0), s(1.0, trim="k"), s(1.0, trim="-"), s(0.0))
print(s(np.float32(3.4e38)), s(np.float32(1e-40)), s(1.5, unique=False, precision=5), s(1.5, min_digits=3))
print(repr(s(-1.5, pad_left=4)), s(2.0, sign=True), s(float("inf")), s(-np.nan))
# expect: 1.2345e+03 1.23e+03 1.e+02 1.e+01
# expect: 1.2e-004 1.e+00 1.e+00 1e+00 0.e+00
# expect: 3.4e+38 1.e-40 1.50000e+00 1.500e+00
# expect: '  -1.5e+00' +2.e+00 inf nan

# format_float_positional/scientific keep the zeros of a unique value cut at precision and
# rounded down (1.0001 -> 1.00, 0.000123 -> 0.00), not after a round-up carry (9.99 -> 10.).
import numpy as np
f = np.format_float_positional
print(f(0.000123, precision=2), f(0.000123, precision=4), f(0.000123, precision=2, trim='-'), f(-0.0001, precision=2), f(0.004, precision=2, trim='0'))
print(f(0.0049, precision=2), f(0.005, precision=2), f(0.0051, precision=2), f(0.00051, precision=3, trim='.'))
print(f(1.0001, precision=2), f(1.004, precision=2), f(10.0001, precision=1))
print(f(0.000123, precision=2, min_digits=1), f(0.000123, precision=2, pad_right=4) + '|')
with np.printoptions(precision=2, suppress=True):
    print(np.array([0.000123, 1.5]), np.array([0.001, 0.002]), np.array([-0.0001, 2.0]), np.array([0.0001]))
    print(np.float64(0.000123), repr(np.array([0.004])))
print(np.format_float_scientific(0.000123, precision=1), f(np.float32(1e-6), precision=3))
print(np.round(0.000123, 2), str(np.round(np.float64(-0.0001), 2)))
s = np.format_float_scientific
print(s(1.0001, precision=2), s(123456, precision=1), s(0.1, precision=3), s(1.5e-7, precision=0), s(9.999, precision=2, trim='.'))
print(s(1.0001, precision=2, trim='-'), s(1.0001, precision=2, trim='0'), s(-2.00001, precision=3, exp_digits=3))
print(f(123.456, precision=1, fractional=False), f(123.456, precision=5, fractional=False), f(0.00012345, precision=2, fractional=False))
print(f(9.99, precision=1), f(1.096, precision=2), f(1.006, precision=2), f(1.996, precision=2), f(0.125, precision=2), f(0.135, precision=2))
print(s(9.99, precision=1), s(1.0951, precision=2), s(2.0004, precision=3), s(np.float32(1.00001), precision=3))
print(f(np.float16(1.001), precision=2), f(np.longdouble('1.00001'), precision=3))


# expect: 0.00 0.0001 0 -0.00 0.0
# expect: 0.00 0.01 0.01 0.001
# expect: 1.00 1.00 10.0
# expect: 0.00 0.00  |
# expect: [0.  1.5] [0. 0.] [-0.  2.] [0.]
# expect: 0.000123 array([0.])
# expect: 1.2e-04 0.000
# expect: 0.0 -0.0
# expect: 1.00e+00 1.2e+05 1.e-01 1.e-07 1.e+01
# expect: 1.e+00 1.0e+00 -2.000e+000
# expect: 100. 123.46 0.00012
# expect: 10. 1.1 1.01 2. 0.12 0.14
# expect: 1.e+01 1.1e+00 2.000e+00 1.000e+00
# expect: 1.00 1.000

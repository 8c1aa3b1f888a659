# scalar arithmetic in long double, with Python numbers and other NumPy scalars
import numpy as np
a, b = np.longdouble(1), np.longdouble(3)
for r in (a + b, a - b, a * b, a / b, b ** 2, -b, abs(-b), b // 2, b % 2):
    print(repr(r), type(r).__name__)
print(a / 3, 1 / b, 2.0 / b, b / 2.0, np.float64(1) / b, np.float32(1) / b, np.int64(1) / b)
print(type(np.float64(1) / b).__name__, type(np.float32(1) / b).__name__, type(b / np.int8(2)).__name__)
x = np.longdouble(1) / 3
print(x == 1 / 3, x > 1 / 3, x < np.float64(1) / 3, x == x, x != x + 1, x >= x)
print(x * 3 == 1, x * 3, (x * 3) - 1, np.longdouble(0.1) * 3)
print(np.sqrt(np.longdouble(2)), np.sqrt(np.float64(2)), np.sqrt(np.longdouble(2)) ** 2)
print(np.exp(np.longdouble(1)), np.log(np.longdouble(10)), np.sin(np.longdouble(1)), np.pi * np.longdouble(1))
print(np.add(np.longdouble(1), 2), np.multiply(x, 3), np.subtract(x, 1), np.divide(1, b))
print(np.abs(np.longdouble(-2.5)), np.floor(np.longdouble(2.5)), np.negative(x), np.square(x))
print(bool(np.longdouble(0)), bool(np.longdouble(1e-4000)), float(x), int(b), round(float(x), 3))
s = np.longdouble(0)
for i in range(10):
    s += np.longdouble(1) / 10
print(s, s == 1, type(s).__name__)
# expect: 4.0 float128
# expect: -2.0 float128
# expect: 3.0 float128
# expect: 0.33333333333333333334 float128
# expect: 9.0 float128
# expect: -3.0 float128
# expect: 3.0 float128
# expect: 1.0 float128
# expect: 1.0 float128
# expect: 0.33333333333333333334 0.33333333333333333334 0.6666666666666666667 1.5 0.33333333333333333334 0.33333333333333333334 0.33333333333333333334
# expect: float128 float128 float128
# expect: False True False True True True
# expect: True 1.0 0.0 0.30000000000000001665
# expect: 1.4142135623730950488 1.4142135623730951 1.9999999999999999999
# expect: 2.7182818284590452354 2.302585092994045684 0.84147098480789650666 3.141592653589793116
# expect: 3.0 1.0 -0.66666666666666666663 0.33333333333333333334
# expect: 2.5 2.0 -0.33333333333333333334 0.111111111111111111116
# expect: False False 0.3333333333333333 3 0.333
# expect: 1.0000000000000000001 False float128

# + - * // % ** between Polynomials and with numbers on either side; / by a number.
from numpy.polynomial import Polynomial
p = Polynomial([1, -2, 3])
q = Polynomial([1, 1])
print(p + q, p - q, p * q, p // q, p % q)
print(2 + p, 2 - p, 2 * p, p / 2, p // 2, p % 2, 7 // p, 7 % p)
print(p ** 0, p ** 1, p ** 3)
print(p == Polynomial([1, -2, 3]), p != p, p == 3, -p, +p)
print(repr(p + 1))

# expect: 2.0 - 1.0·x + 3.0·x² 0.0 - 3.0·x + 3.0·x² 1.0 - 1.0·x + 1.0·x² + 3.0·x³ -5.0 + 3.0·x 6.0
# expect: 3.0 - 2.0·x + 3.0·x² 1.0 + 2.0·x - 3.0·x² 2.0 - 4.0·x + 6.0·x² 0.5 - 1.0·x + 1.5·x² 0.5 - 1.0·x + 1.5·x² 0.0 0.0 7.0
# expect: 1.0 1.0 - 2.0·x + 3.0·x² 1.0 - 6.0·x + 21.0·x² - 44.0·x³ + 63.0·x⁴ - 54.0·x⁵ + 27.0·x⁶
# expect: True False False -1.0 + 2.0·x - 3.0·x² 1.0 - 2.0·x + 3.0·x²
# expect: Polynomial([ 2., -2.,  3.], domain=[-1.,  1.], window=[-1.,  1.], symbol='x')

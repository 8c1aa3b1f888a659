# Fraction arithmetic: exact with ints and Fractions, float or complex results with floats and complexes.
from fractions import Fraction as F
a, b = F(1, 3), F(3, 4)
print(a + b, a - b, a * b, a / b, a // b, b // a, a % b, b % a, divmod(b, a), divmod(F(7, 2), 1))
print(a + 1, 1 - a, 2 * a, 1 / a, 7 // a, 7 % b, -a, +a, abs(F(-5, 3)))
print(a + 0.5, 0.25 * b, a + 1j, b ** 2, b ** -2, F(-2, 3) ** -3, F(0) ** 0, F(9) ** F(1, 2))
print(2 ** F(3), 2 ** F(1, 2), F(4) ** 0.5, F(-8) ** F(1, 3), 2.0 ** F(2), a ** F(2))
s = F(0)
for k in range(1, 11):
    s += F(1, k)
print(s, float(s), int(s), sum([F(1, 6)] * 6))

# expect: 13/12 -5/12 1/4 4/9 0 2 1/3 1/12 (2, Fraction(1, 12)) (3, Fraction(1, 2))
# expect: 4/3 2/3 2/3 3 21 1/4 -1/3 1/3 5/3
# expect: 0.8333333333333333 0.1875 (0.3333333333333333+1j) 9/16 16/9 -27/8 1 3.0
# expect: 8 1.4142135623730951 2.0 (1.0000000000000002+1.7320508075688772j) 4.0 1/9
# expect: 7381/2520 2.9289682539682538 2 1

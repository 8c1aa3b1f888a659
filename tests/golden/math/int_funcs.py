# Integer functions of the math module.
import math
print(math.factorial(0), math.factorial(10), math.factorial(20), math.gcd(12, 18), math.gcd(0, 5), math.gcd(-4, 6), math.gcd(12, 18, 8), math.gcd())
print(math.lcm(4, 6), math.lcm(3, 5, 7), math.comb(10, 3), math.comb(5, 7), math.perm(5, 2), math.perm(4), math.comb(60, 30), math.isqrt(99))

# expect: 1 3628800 2432902008176640000 6 5 2 2 0
# expect: 12 105 120 0 20 24 118264581564861424 9

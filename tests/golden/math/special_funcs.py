# erf, gamma and friends, frexp/ldexp/modf.
import math
print(math.erf(0.5), math.erfc(0.5), math.gamma(5), math.gamma(0.5), math.lgamma(10))
print(math.frexp(8.0), math.frexp(0.0), math.ldexp(0.5, 4), math.modf(3.25), math.modf(-2.5))

# expect: 0.5204998778130465 0.4795001221869535 24.0 1.7724538509055159 12.801827480081467
# expect: (0.5, 4) (0.0, 0) 8.0 (0.25, 3.0) (-0.5, -2.0)

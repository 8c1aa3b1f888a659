# math constants and elementary functions.
import math
print(math.pi, math.e, math.tau, math.inf, math.nan)
print(math.sqrt(2), math.exp(1), math.log(10), math.log(8, 2), math.log2(1024), math.log10(0.001), math.log1p(1e-10), math.expm1(1e-10))
print(math.sin(1), math.cos(1), math.tan(1), math.asin(0.5), math.acos(0.5), math.atan(1), math.atan2(1, -1))
print(math.sinh(1), math.cosh(1), math.tanh(1), math.asinh(1), math.acosh(2), math.atanh(0.5), math.hypot(3, 4), math.hypot(1, 2, 2))
print(math.degrees(math.pi), math.radians(180), math.fabs(-2), math.pow(2, 0.5), math.fmod(-7, 3), math.copysign(3, -0.0), math.cbrt(27), math.exp2(10))

# expect: 3.141592653589793 2.718281828459045 6.283185307179586 inf nan
# expect: 1.4142135623730951 2.718281828459045 2.302585092994046 3.0 10.0 -3.0 9.999999999500001e-11 1.00000000005e-10
# expect: 0.8414709848078965 0.5403023058681398 1.5574077246549023 0.5235987755982989 1.0471975511965979 0.7853981633974483 2.356194490192345
# expect: 1.1752011936438014 1.5430806348152437 0.7615941559557649 0.881373587019543 1.3169578969248166 0.5493061443340548 5.0 3.0
# expect: 180.0 3.141592653589793 2.0 1.4142135623730951 -1.0 -3.0 3.0000000000000004 1024.0

import numpy as np
f = np.finfo(np.float16)
print(repr(f))
print(f)
print(f.machep, f.negep, f.minexp, f.maxexp, f.nexp, f.epsneg, f.smallest_subnormal, f.iexp, f.nmant)
# expect: finfo(resolution=0.001, min=-6.55040e+04, max=6.55040e+04, dtype=float16)
# expect: Machine parameters for float16
# expect: ---------------------------------------------------------------
# expect: precision =   3   resolution = 1.00040e-03
# expect: machep =    -10   eps =        9.76562e-04
# expect: negep =     -11   epsneg =     4.88281e-04
# expect: minexp =    -14   tiny =       6.10352e-05
# expect: maxexp =     16   max =        6.55040e+04
# expect: nexp =        5   min =        -max
# expect: smallest_normal = 6.10352e-05   smallest_subnormal = 5.96046e-08
# expect: ---------------------------------------------------------------
# expect:
# expect: -10 -11 -14 16 5 0.0004883 6e-08 5 10

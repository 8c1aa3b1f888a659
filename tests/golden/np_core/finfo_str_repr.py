import numpy as np
for t in [np.float32, np.float64]:
    f = np.finfo(t)
    print(repr(f))
    print(f)
    print(f.epsneg, f.smallest_subnormal, f.machep, f.maxexp)
# expect: finfo(resolution=1e-06, min=-3.4028235e+38, max=3.4028235e+38, dtype=float32)
# expect: Machine parameters for float32
# expect: ---------------------------------------------------------------
# expect: precision =   6   resolution = 1.0000000e-06
# expect: machep =    -23   eps =        1.1920929e-07
# expect: negep =     -24   epsneg =     5.9604645e-08
# expect: minexp =   -126   tiny =       1.1754944e-38
# expect: maxexp =    128   max =        3.4028235e+38
# expect: nexp =        8   min =        -max
# expect: smallest_normal = 1.1754944e-38   smallest_subnormal = 1.4012985e-45
# expect: ---------------------------------------------------------------
# expect:
# expect: 5.9604645e-08 1e-45 -23 128
# expect: finfo(resolution=1e-15, min=-1.7976931348623157e+308, max=1.7976931348623157e+308, dtype=float64)
# expect: Machine parameters for float64
# expect: ---------------------------------------------------------------
# expect: precision =  15   resolution = 1.0000000000000001e-15
# expect: machep =    -52   eps =        2.2204460492503131e-16
# expect: negep =     -53   epsneg =     1.1102230246251565e-16
# expect: minexp =  -1022   tiny =       2.2250738585072014e-308
# expect: maxexp =   1024   max =        1.7976931348623157e+308
# expect: nexp =       11   min =        -max
# expect: smallest_normal = 2.2250738585072014e-308   smallest_subnormal = 4.9406564584124654e-324
# expect: ---------------------------------------------------------------
# expect:
# expect: 1.1102230246251565e-16 5e-324 -52 1024

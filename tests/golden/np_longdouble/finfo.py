# np.finfo(np.longdouble): the table, its repr and each limit
import numpy as np
f = np.finfo(np.longdouble)
print(f)
print(repr(f))
for a in ['eps', 'max', 'min', 'tiny', 'resolution', 'epsneg', 'smallest_subnormal',
          'smallest_normal', 'precision', 'machep', 'negep', 'minexp', 'maxexp', 'nexp',
          'nmant', 'bits', 'iexp', 'dtype']:
    v = getattr(f, a)
    print(a, repr(v), v, type(v).__name__ if a != 'dtype' else '')
print(np.finfo(np.float128).eps == np.finfo('g').eps, np.finfo(np.longdouble(1)).bits)
for t in (np.float16, np.float32, np.float64, np.longdouble):
    print(t.__name__, np.finfo(t).eps, np.finfo(t).precision, np.finfo(t).max)
print(1 + np.finfo(np.longdouble).eps > 1, 1 + np.finfo(np.longdouble).eps / 2 > 1)
# expect: Machine parameters for float128
# expect: ---------------------------------------------------------------
# expect: precision =  18   resolution = 1e-18
# expect: machep =    -63   eps =        1.084202172485504434e-19
# expect: negep =     -64   epsneg =     5.42101086242752217e-20
# expect: minexp = -16382   tiny =       3.3621031431120935063e-4932
# expect: maxexp =  16384   max =        1.189731495357231765e+4932
# expect: nexp =       15   min =        -max
# expect: smallest_normal = 3.3621031431120935063e-4932   smallest_subnormal = 4e-4951
# expect: ---------------------------------------------------------------
# expect: 
# expect: finfo(resolution=1e-18, min=-1.189731495357231765e+4932, max=1.189731495357231765e+4932, dtype=float128)
# expect: eps 1.084202172485504434e-19 1.084202172485504434e-19 float128
# expect: max 1.189731495357231765e+4932 1.189731495357231765e+4932 float128
# expect: min -1.189731495357231765e+4932 -1.189731495357231765e+4932 float128
# expect: tiny 3.3621031431120935063e-4932 3.3621031431120935063e-4932 float128
# expect: resolution 1e-18 1e-18 float128
# expect: epsneg 5.42101086242752217e-20 5.42101086242752217e-20 float128
# expect: smallest_subnormal 4e-4951 4e-4951 float128
# expect: smallest_normal 3.3621031431120935063e-4932 3.3621031431120935063e-4932 float128
# expect: precision 18 18 int
# expect: machep -63 -63 int
# expect: negep -64 -64 int
# expect: minexp -16382 -16382 int
# expect: maxexp 16384 16384 int
# expect: nexp 15 15 int
# expect: nmant 63 63 int
# expect: bits 128 128 int
# expect: iexp 15 15 int
# expect: dtype dtype('float128') float128 
# expect: True 128
# expect: float16 0.000977 3 65500.0
# expect: float32 1.1920929e-07 6 3.4028235e+38
# expect: float64 2.220446049250313e-16 15 1.7976931348623157e+308
# expect: float128 1.084202172485504434e-19 18 1.189731495357231765e+4932
# expect: True False

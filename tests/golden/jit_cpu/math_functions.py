# math functions in float64 and float32 (computed in double and rounded, as the simulator does).
import math
import numpy as np
from numba import njit

@njit
def funcs(x):
    return (math.sin(x), math.cos(x), math.exp(x), math.log(x), math.sqrt(x), math.atan2(x, 2.0),
            math.tanh(x), math.floor(x), math.pow(x, 0.5), x ** 3.0, math.hypot(x, 1.0))

@njit
def funcs32(x):
    return math.sin(x), math.exp(x), math.log(x), math.sqrt(x), math.floor(x), x ** 3.0, math.hypot(x, 1.0)

print(funcs(0.7))
print(funcs(123.25))
print(funcs32(np.float32(0.7)))
# expect: (0.644217687237691, 0.7648421872844885, 2.0137527074704766, -0.35667494393873245, 0.8366600265340756, 0.33667481938672716, 0.6043677771171636, 0, 0.8366600265340756, 0.3429999999999999, 1.2206555615733703)
# expect: (-0.6652932281277059, -0.7465821593149787, 3.3635268167275206e+53, 4.814214812922799, 11.10180165558726, 1.5545705703637556, 1.0, 123, 11.10180165558726, 1872236.828125, 123.25405672836898)
# expect: (0.6442176699638367, 2.0137526988983154, -0.3566749691963196, 0.8366600275039673, 0, 0.34299998247623475, 1.2206555547371665)

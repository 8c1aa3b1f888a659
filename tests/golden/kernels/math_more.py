# The math functions Numba's CUDA target adds (asinh, acosh, atanh, erfc, gamma, lgamma,
# degrees, radians, copysign, remainder, ldexp, isfinite, frexp, modf): the simulator's results
# are Python's math module's, bit for bit (gamma and lgamma are Python's own, not libm's).
import math
import numpy as np
from numba import cuda

@cuda.jit
def k(x, y, out, flags, exps):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i, 0] = math.asinh(v)
        out[i, 1] = math.acosh(v + 1.5)
        out[i, 2] = math.atanh(v / 8)
        out[i, 3] = math.erfc(v)
        out[i, 4] = math.gamma(v)
        out[i, 5] = math.lgamma(v)
        out[i, 6] = math.degrees(v)
        out[i, 7] = math.radians(v)
        out[i, 8] = math.copysign(v, -1.0)
        out[i, 9] = math.remainder(v, 1.5)
        out[i, 10] = math.ldexp(v, i - 3)
        m, e = math.frexp(v)
        out[i, 11] = m
        exps[i] = e
        f, n = math.modf(v)
        out[i, 12] = f + n * 1000
        flags[i] = math.isfinite(y[i])

x = np.array([0.5, 0.75, 1.0, 2.5, 3.0, 4.25, 5.5, 7.125])
out = np.zeros((8, 13))
flags = np.zeros(8, dtype=np.bool_)
exps = np.zeros(8, dtype=np.int32)
y = np.array([1.0, np.inf, -np.inf, np.nan, 0.0, -2.0, 1e308, -0.0])
k[1, 8](x, y, out, flags, exps)
for row in out:
    print(" ".join(repr(float(v)) for v in row))
print(flags)
print(exps)
# expect: 0.48121182505960347 1.3169578969248166 0.06258157147700301 0.4795001221869535 1.7724538509055159 0.5723649429247004 28.64788975654116 0.008726646259971648 -0.5 0.5 0.0625 0.5 0.5
# expect: 0.6931471805599453 1.45057451382258 0.09402611575146982 0.28884436634648486 1.2254167024651779 0.203280951431295 42.97183463481174 0.013089969389957472 -0.75 0.75 0.1875 0.75 0.75
# expect: 0.881373587019543 1.566799236972411 0.12565721414045303 0.15729920705028513 1.0 0.0 57.29577951308232 0.017453292519943295 -1.0 -0.5 0.5 0.5 1000.0
# expect: 1.6472311463710958 2.0634370688955608 0.32331358246252623 0.0004069520174449589 1.3293403881791372 0.2846828704729196 143.2394487827058 0.04363323129985824 -2.5 -0.5 2.5 0.625 2000.5
# expect: 1.8184464592320668 2.1846437916051085 0.3942286801821351 2.2090496998585438e-05 2.0 0.693147180559945 171.88733853924697 0.05235987755982989 -3.0 0.0 6.0 0.75 3000.0
# expect: 2.153628170462028 2.434698365375853 0.5918850485042082 1.8505741373867425e-09 8.28508514183522 2.114456927450371 243.5070629305999 0.07417649320975901 -4.25 -0.25 17.0 0.53125 4000.25
# expect: 2.4060591252980172 2.6339157938496336 0.8431994767851143 7.357847917974398e-15 52.34277778455352 3.9578139676187165 315.12678732195275 0.09599310885968812 -5.5 -0.5 44.0 0.6875 5000.5
# expect: 2.661645514507905 2.844434436476529 1.424940198270714 7.034487747459961e-24 910.9984887224346 6.8145412383369965 408.23242903071156 0.12435470920459599 -7.125 -0.375 114.0 0.890625 7000.125
# expect: [ True False False False  True  True  True  True]
# expect: [0 0 1 2 2 3 3 3]

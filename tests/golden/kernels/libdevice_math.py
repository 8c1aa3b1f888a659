# no-cross-check: Numba's simulator's libdevice functions are stubs returning None (a stored result is nan); Weft computes them, as a GPU does (docs/simulator.md)
# numba.cuda.libdevice in a kernel: each function converts its arguments to its declared types
# and gives its declared result type; float32 functions compute in float32; by-pointer results
# come back in a tuple after the result.
import numpy as np
from numba import cuda
from numba.cuda import libdevice


@cuda.jit
def floats(x, out):
    out[0] = libdevice.sinf(x[0])
    out[1] = libdevice.cos(x[0])
    out[2] = libdevice.expf(x[1])
    out[3] = libdevice.fma(x[0], x[1], x[2])
    out[4] = libdevice.rsqrtf(x[3])
    s, c = libdevice.sincosf(x[0])
    out[5] = s * s + c * c
    m, e = libdevice.frexp(x[3])
    out[6] = m
    out[7] = e
    frac, whole = libdevice.modff(x[4])
    out[8] = frac
    out[9] = whole
    out[10] = libdevice.fmaxf(x[5], x[1])
    out[11] = libdevice.fminf(x[1], x[5])
    out[12] = libdevice.isnanf(x[5])
    out[13] = libdevice.signbitd(-x[2])
    out[14] = libdevice.exp10f(x[1])
    out[15] = libdevice.saturatef(x[4])
    out[16] = libdevice.fdim(x[1], x[3])
    out[17] = libdevice.ldexpf(x[0], 3)
    out[18] = libdevice.powi(x[4], 3)
    out[19] = libdevice.float2int_rd(x[4])
    out[20] = libdevice.double2ll_ru(x[4])
    out[21] = libdevice.float2int_rn(x[2])


@cuda.jit
def ints(v, out):
    out[0] = libdevice.popc(v[0])
    out[1] = libdevice.popcll(v[1])
    out[2] = libdevice.brev(v[2])
    out[3] = libdevice.clz(v[0])
    out[4] = libdevice.ffs(v[0])
    out[5] = libdevice.llabs(-v[1])
    out[6] = libdevice.umax(v[3], v[0])
    out[7] = libdevice.max(v[3], v[0])
    out[8] = libdevice.hadd(v[4], v[4])
    out[9] = libdevice.mulhi(v[4], v[4])
    out[10] = libdevice.clzll(v[1])


x = np.array([1.0, 2.0, 2.5, 4.0, 3.75, np.nan])
out = np.zeros(22)
floats[1, 1](x, out)
for k, v in enumerate(out):
    print(k, repr(float(v)))
v = np.array([12, 2**40 + 1, 1, -1, 2**30], dtype=np.int64)
iout = np.zeros(11, dtype=np.int64)
ints[1, 1](v, iout)
print(iout)
print(libdevice.sinf(1.0), type(libdevice.sinf).__name__)
# expect: 0 0.8414709568023682
# expect: 1 0.5403023058681398
# expect: 2 7.389056205749512
# expect: 3 4.5
# expect: 4 0.5
# expect: 5 0.9999999403953552
# expect: 6 0.5
# expect: 7 3.0
# expect: 8 0.75
# expect: 9 3.0
# expect: 10 2.0
# expect: 11 2.0
# expect: 12 1.0
# expect: 13 1.0
# expect: 14 100.0
# expect: 15 1.0
# expect: 16 0.0
# expect: 17 8.0
# expect: 18 52.734375
# expect: 19 3.0
# expect: 20 4.0
# expect: 21 2.0
# expect: [            2             2   -2147483648            28             3
# expect:  1099511627777            -1            12    1073741824     268435456
# expect:             23]
# expect: None function

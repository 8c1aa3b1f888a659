# no-cross-check: Numba's simulator's libdevice functions are stubs returning None; Weft computes them as the CUDA math API documents them (docs/simulator.md)
# numba.cuda.libdevice's integer helpers (mul24, umulhi, mul64hi, sad, uhadd, ...), its
# conversions to and from unsigned numbers (saturating), and sinpi/cospi, round (halves away
# from zero), llround, llrint, logb, ilogb, scalbn, rcbrt and normcdf.
import numpy as np
from numba import cuda
from numba.cuda import libdevice


@cuda.jit
def ints(v, out):
    out[0] = libdevice.mul24(v[0], v[1])
    out[1] = libdevice.umul24(v[0], v[1])
    out[2] = libdevice.umulhi(v[2], v[2])
    out[3] = libdevice.mul64hi(v[3], v[4])
    out[4] = libdevice.umul64hi(v[3], v[4])
    out[5] = libdevice.sad(v[0], v[1], v[5])
    out[6] = libdevice.usad(v[0], v[1], v[5])
    out[7] = libdevice.uhadd(v[2], v[2])
    out[8] = libdevice.urhadd(v[2], v[5])
    out[9] = libdevice.mul64hi(v[4], v[4])


@cuda.jit
def conversions(x, out):
    out[0] = libdevice.float2uint_rn(x[0])
    out[1] = libdevice.float2uint_rd(x[0])
    out[2] = libdevice.float2uint_ru(x[0])
    out[3] = libdevice.float2uint_rz(x[1])
    out[4] = libdevice.double2uint_rn(x[2])
    out[5] = libdevice.double2ull_rn(x[3])
    out[6] = libdevice.float2ull_rz(x[4])
    out[7] = libdevice.double2uint_ru(x[5])
    out[8] = libdevice.uint2double_rn(-1)
    out[9] = libdevice.ull2double_rn(-1)


@cuda.jit
def floats(x, out):
    out[0] = libdevice.sinpi(x[0])
    out[1] = libdevice.cospi(x[0])
    out[2] = libdevice.sinpif(x[1])
    out[3] = libdevice.cospif(x[1])
    out[4] = libdevice.round(x[1])
    out[5] = libdevice.roundf(-x[1])
    out[6] = libdevice.llround(x[2])
    out[7] = libdevice.llrint(x[2])
    out[8] = libdevice.logb(x[3])
    out[9] = libdevice.ilogbf(x[3])
    out[10] = libdevice.ilogb(0.0)
    out[11] = libdevice.scalbn(x[1], 4)
    out[12] = libdevice.rcbrt(x[4])
    out[13] = libdevice.normcdf(0.0)
    s, c = libdevice.sincospi(x[5])
    out[14] = s
    out[15] = c
    out[16] = libdevice.logbf(0.0)
    out[17] = libdevice.sinpi(x[6])


v = np.array([0x1000001, 3, 0xFFFFFFFF, -(2**40), 3 * 2**40, 7], dtype=np.int64)
out = np.zeros(10, dtype=np.int64)
ints[1, 1](v, out)
print(out)
x = np.array([2.5, 3.99, -7.0, 1e20, 5e9, 4294967295.5])
out = np.zeros(10)
conversions[1, 1](x, out)
print(out)
x = np.array([1.0, 2.5, -2.5, 48.0, 8.0, 0.5, -2.0])
out = np.zeros(18)
floats[1, 1](x, out)
for k, f in enumerate(out):
    print(k, repr(float(f)))
# expect: [            3             3            -2       -196608 3298534686720
# expect:       16777221      16777221            -1   -2147483645        589824]
# expect: [ 2.00000000e+00  2.00000000e+00  3.00000000e+00  3.00000000e+00
# expect:   0.00000000e+00 -1.00000000e+00  5.00000000e+09 -1.00000000e+00
# expect:   4.29496730e+09  1.84467441e+19]
# expect: 0 0.0
# expect: 1 -1.0
# expect: 2 1.0
# expect: 3 0.0
# expect: 4 3.0
# expect: 5 -3.0
# expect: 6 -3.0
# expect: 7 -2.0
# expect: 8 5.0
# expect: 9 5.0
# expect: 10 -2147483648.0
# expect: 11 40.0
# expect: 12 0.5
# expect: 13 0.5
# expect: 14 1.0
# expect: 15 0.0
# expect: 16 -inf
# expect: 17 -0.0

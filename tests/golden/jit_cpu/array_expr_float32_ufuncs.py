# Transcendental ufuncs of float32 arrays in @njit code: native code calling the C library's
# float functions (sinf, expf, ...), as Numba's float32 loops do, bit for bit. (NumPy's own
# float32 loops differ in the last bit for some of them.)
# env: WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def trig(x):
    return np.sin(x), np.cos(x), np.tan(x), np.arctan(x), np.tanh(x), np.sinh(x), np.cosh(x), np.arcsinh(x)

@njit
def logs(x):
    return np.exp(x), np.log(x), np.log10(x), np.log2(x), np.expm1(x), np.log1p(x), np.arccosh(x + np.float32(1))

@njit
def inv(x):
    return np.arcsin(x), np.arccos(x), np.arctanh(x)

@njit
def two(x, y):
    return np.arctan2(x, y), np.hypot(x, y)

@njit
def expr(x):
    return np.exp(-x * x) * np.float32(0.5) + np.sin(x)

def bits(r):
    return [int(v) for v in r.view(np.uint32)]

x = np.linspace(-6, 6, 97).astype(np.float32)
for r in trig(x):
    print(r.dtype, sum(bits(r)) % 1000003, bits(r)[::16])
p = np.linspace(0.01, 50, 89).astype(np.float32)
for r in logs(p):
    print(r.dtype, sum(bits(r)) % 1000003, bits(r)[::16])
u = np.linspace(-0.99, 0.99, 61).astype(np.float32)
for r in inv(u):
    print(r.dtype, sum(bits(r)) % 1000003, bits(r)[::16])
for r in two(x, x[::-1].copy()):
    print(r.dtype, sum(bits(r)) % 1000003, bits(r)[::16])
r = expr(x)
print(r.dtype, sum(bits(r)) % 1000003)
print(trig(np.array([1.0], dtype=np.float32))[0])
# expect: float32 531815 [1049563020, 1061273039, 3211315127, 0, 1063831479, 3208756687, 3197046668]
# expect: float32 29722 [1064684984, 3207025968, 3201634611, 1065353216, 3201634611, 3207025968, 1064684984]
# expect: float32 884526 [1049951939, 3214160765, 1074517937, 0, 3222001585, 1066677117, 3197435587]
# expect: float32 60308 [3216239683, 3215570021, 3213735693, 0, 1066252045, 1068086373, 1068756035]
# expect: float32 824614 [3212836658, 3212825612, 3212233347, 0, 1064749699, 1065341964, 1065353010]
# expect: float32 306096 [3276387986, 3252310465, 3228049019, 0, 1080565371, 1104826817, 1128904338]
# expect: float32 775237 [1128904500, 1104836418, 1081133009, 1065353216, 1081133009, 1104836418, 1128904500]
# expect: float32 543640 [3223288146, 3221622725, 3216558348, 0, 1069074700, 1074139077, 1075804498]
# expect: float32 184536 [1065437523, 1175178396, 1284975290, 1394832782, 1504755759, 1614749591]
# expect: float32 367303 [3230883214, 1074614971, 1077519936, 1079219811, 1080426053, 1081361754]
# expect: float32 709148 [3221225472, 1064665316, 1067532486, 1069008979, 1070056707, 1070869447]
# expect: float32 758153 [3235158648, 1078715104, 1082518257, 1083744458, 1084614577, 1085289543]
# expect: float32 640179 [1009035636, 1175177372, 1284975290, 1394832782, 1504755760, 1614749592]
# expect: float32 564280 [1008928438, 1075052315, 1077744425, 1079370825, 1080539830, 1081453026]
# expect: float32 386916 [1041281515, 1077949266, 1080648844, 1082203607, 1082788390, 1083245121]
# expect: float32 542076 [3216437732, 3203785522, 1032274990, 1059246678]
# expect: float32 905110 [1077936351, 1073955924, 1069587352, 1064258911]
# expect: float32 850002 [3223937731, 3204443258, 1032281442, 1060048668]
# expect: float32 51278 [3209236443, 3209236443, 3209236443, 0, 1075235812, 1075235812, 1075235812]
# expect: float32 654528 [1091027894, 1085605107, 1077216499, 0, 1077216499, 1085605107, 1091027894]
# expect: float32 89347
# expect: [0.84147096]
# expect stderr: weft: @jit function 'trig' (trig__a1Cf4): native code
# expect stderr: weft: @jit function 'logs' (logs__a1Cf4): native code
# expect stderr: weft: @jit function 'inv' (inv__a1Cf4): native code
# expect stderr: weft: @jit function 'two' (two__a1Cf4_a1Cf4): native code
# expect stderr: weft: @jit function 'expr' (expr__a1Cf4): native code

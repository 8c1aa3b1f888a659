# Complex multiply, |z| and products on a CPU without AVX-512: NumPy runs its baseline loops
# there (every multiply rounds twice, |z| is the C library's hypot), and so does Weft. On an
# AVX-512 CPU the program checks nothing (abs_is_float.py and sum_mean_prod.py cover that path).
import numpy as np
flags = [l for l in open("/proc/cpuinfo") if l.startswith("flags")][0].split()
if all(f in flags for f in ("avx512f", "avx512cd", "avx512dq", "avx512bw", "avx512vl")):
    print("skipped")
    raise SystemExit
rng = np.random.RandomState(1)
x = rng.standard_normal(2000) + 1j*rng.standard_normal(2000)
y = rng.standard_normal(2000) + 1j*rng.standard_normal(2000)
h = lambda a: int(np.bitwise_xor.reduce(np.ascontiguousarray(a).view(np.int64)))
print(h(np.abs(x)), h(np.abs(x[::3])), h(x*y), h(x[::2]*y[::2]))
print(x[:40].prod(), np.cumprod(x[:30])[-1], (x.astype(np.complex64)*y.astype(np.complex64))[:3], np.abs(x.astype(np.complex64))[:3])
print(repr(np.abs(x)[:5].sum()), x[:7] * y[1:8])
# expect[avx512_skx]: skipped
# expect[!avx512_skx]: 8828691301010128 4587577315530744094 -17632423591847071 -46138232194000972
# expect[!avx512_skx]: (-2.8961566350132086+11.353273429164659j) (-14.791781895355205+22.684153509880687j) [ 1.1676348 -4.699836j   -0.28320867-0.46972758j -0.28788888+0.00531501j] [1.6965036 0.656711  0.692654 ]
# expect[!avx512_skx]: 6.487225793174639 [-0.1728576 +1.40637267j -0.12524116+0.24257299j -0.71455543+0.01879958j
# expect[!avx512_skx]:   0.05721948-1.55869042j  2.05959635-3.41258177j -0.41901199-1.81586435j
# expect[!avx512_skx]:   2.38671884-1.57998764j]

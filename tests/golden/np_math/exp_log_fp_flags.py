# The floating-point flags of float32 exp and log and of expm1 as NumPy reports them: exp
# overflow for a finite x >= 88.72283935546875 and underflow below -103.97 (nothing for Inf or
# NaN), log divide by zero for +-0 and invalid for x < 0 (nothing for NaN), expm1 the C library's.
import numpy as np

f32 = np.float32


def probe(f, v, dt):
    with np.errstate(all='raise'):
        try:
            r = f(np.array([v, 1], dtype=dt))
            print(f.__name__, dt.__name__, v, 'ok', r[0])
        except FloatingPointError as e:
            print(f.__name__, dt.__name__, v, e)


for v in (-87, -95, -104, -200, -np.inf, 88.7228, 88.72283935546875, 100, np.inf, np.nan):
    probe(np.exp, v, f32)
    probe(np.expm1, v, f32)
for v in (0.0, -0.0, -1e-45, -1, -np.inf, np.inf, np.nan, 2):
    probe(np.log, v, f32)
for v in (1e-310, 1e-40, 709.8, 1000, -1000, np.inf, np.nan):
    probe(np.expm1, v, np.float64)

print(np.exp(f32(100)))
print(np.exp(np.array([100, 1], dtype=f32)))
print(np.expm1(np.float64(1000)))
print(np.log(np.array([0, 2], dtype=f32)))
a = np.arange(6, dtype=f32) * 40
print(np.exp(a[::2]))
b = np.array([100, 1], dtype=f32)
np.exp(b, out=b)
print(b)
with np.errstate(over='ignore'):
    print(np.exp(f32(100)), np.expm1(f32(100)))
with np.errstate(under='warn'):
    print(np.exp(f32(-200)))

# (On AVX-512 CPUs NumPy's expm1 is SVML's: overflow past the largest finite result, no underflow;
# its float32 result at 88.7228 is one unit above the C library's.)
# expect: exp float32 -87 ok 1.6458115e-38
# expect: expm1 float32 -87 ok -1.0
# expect: exp float32 -95 underflow encountered in exp
# expect: expm1 float32 -95 ok -1.0
# expect: exp float32 -104 underflow encountered in exp
# expect: expm1 float32 -104 ok -1.0
# expect: exp float32 -200 underflow encountered in exp
# expect: expm1 float32 -200 ok -1.0
# expect: exp float32 -inf ok 0.0
# expect: expm1 float32 -inf ok -1.0
# expect: exp float32 88.7228 ok 3.4026947e+38
# expect[!avx512_skx]: expm1 float32 88.7228 ok 3.4026947e+38
# expect[avx512_skx]: expm1 float32 88.7228 ok 3.402695e+38
# expect: exp float32 88.72283935546875 overflow encountered in exp
# expect[!avx512_skx]: expm1 float32 88.72283935546875 overflow encountered in expm1
# expect[avx512_skx]: expm1 float32 88.72283935546875 overflow encountered in expm1
# expect: exp float32 100 overflow encountered in exp
# expect[!avx512_skx]: expm1 float32 100 overflow encountered in expm1
# expect[avx512_skx]: expm1 float32 100 overflow encountered in expm1
# expect: exp float32 inf ok inf
# expect: expm1 float32 inf ok inf
# expect: exp float32 nan ok nan
# expect: expm1 float32 nan ok nan
# expect: log float32 0.0 divide by zero encountered in log
# expect: log float32 -0.0 divide by zero encountered in log
# expect: log float32 -1e-45 invalid value encountered in log
# expect: log float32 -1 invalid value encountered in log
# expect: log float32 -inf invalid value encountered in log
# expect: log float32 inf ok inf
# expect: log float32 nan ok nan
# expect: log float32 2 ok 0.6931472
# expect[!avx512_skx]: expm1 float64 1e-310 underflow encountered in expm1
# expect[avx512_skx]: expm1 float64 1e-310 ok 1e-310
# expect: expm1 float64 1e-40 ok 1e-40
# expect[!avx512_skx]: expm1 float64 709.8 overflow encountered in expm1
# expect[avx512_skx]: expm1 float64 709.8 overflow encountered in expm1
# expect[!avx512_skx]: expm1 float64 1000 overflow encountered in expm1
# expect[avx512_skx]: expm1 float64 1000 overflow encountered in expm1
# expect: expm1 float64 -1000 ok -1.0
# expect: expm1 float64 inf ok inf
# expect: expm1 float64 nan ok nan
# expect: inf
# expect: [     inf 2.718282]
# expect: inf
# expect: [     -inf 0.6931472]
# expect: [1.0000000e+00 5.5406225e+34           inf]
# expect: [     inf 2.718282]
# expect: inf inf
# expect: 0.0
# expect stderr: exp_log_fp_flags.py:26: RuntimeWarning: overflow encountered in exp
# expect stderr: exp_log_fp_flags.py:29: RuntimeWarning: divide by zero encountered in log
# expect stderr: exp_log_fp_flags.py:38: RuntimeWarning: underflow encountered in exp

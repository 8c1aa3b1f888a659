# sin, cos and tan of an infinite argument raise NumPy's invalid flag (float16/32/64 and
# longdouble, arrays and scalars); NaN and huge finite arguments raise nothing.
import numpy as np

for dt in (np.float16, np.float32, np.float64, np.longdouble):
    for f in (np.sin, np.cos, np.tan):
        for v in (np.inf, -np.inf, np.nan, 1e30, 3.0):
            with np.errstate(all='raise'):
                try:
                    f(np.array([v, 1], dtype=dt))
                    print(f.__name__, dt.__name__, v, 'ok')
                except FloatingPointError as e:
                    print(f.__name__, dt.__name__, v, e)
print(np.sin(np.float32(np.inf)), np.cos(np.inf), np.tan(np.array([np.inf, 0.0])))
a = np.array([np.inf, 1.0], dtype=np.float32)
np.sin(a, out=a)
print(a)
with np.errstate(invalid='ignore'):
    print(np.cos(np.float32(-np.inf)))
print(np.sin(np.arange(5, dtype=np.float32)))
# expect: sin float16 inf invalid value encountered in sin
# expect: sin float16 -inf invalid value encountered in sin
# expect: sin float16 nan ok
# expect: sin float16 1e+30 overflow encountered in cast
# expect: sin float16 3.0 ok
# expect: cos float16 inf invalid value encountered in cos
# expect: cos float16 -inf invalid value encountered in cos
# expect: cos float16 nan ok
# expect: cos float16 1e+30 overflow encountered in cast
# expect: cos float16 3.0 ok
# expect: tan float16 inf invalid value encountered in tan
# expect: tan float16 -inf invalid value encountered in tan
# expect: tan float16 nan ok
# expect: tan float16 1e+30 overflow encountered in cast
# expect: tan float16 3.0 ok
# expect: sin float32 inf invalid value encountered in sin
# expect: sin float32 -inf invalid value encountered in sin
# expect: sin float32 nan ok
# expect: sin float32 1e+30 ok
# expect: sin float32 3.0 ok
# expect: cos float32 inf invalid value encountered in cos
# expect: cos float32 -inf invalid value encountered in cos
# expect: cos float32 nan ok
# expect: cos float32 1e+30 ok
# expect: cos float32 3.0 ok
# expect: tan float32 inf invalid value encountered in tan
# expect: tan float32 -inf invalid value encountered in tan
# expect: tan float32 nan ok
# expect: tan float32 1e+30 ok
# expect: tan float32 3.0 ok
# expect: sin float64 inf invalid value encountered in sin
# expect: sin float64 -inf invalid value encountered in sin
# expect: sin float64 nan ok
# expect: sin float64 1e+30 ok
# expect: sin float64 3.0 ok
# expect: cos float64 inf invalid value encountered in cos
# expect: cos float64 -inf invalid value encountered in cos
# expect: cos float64 nan ok
# expect: cos float64 1e+30 ok
# expect: cos float64 3.0 ok
# expect: tan float64 inf invalid value encountered in tan
# expect: tan float64 -inf invalid value encountered in tan
# expect: tan float64 nan ok
# expect: tan float64 1e+30 ok
# expect: tan float64 3.0 ok
# expect: sin float128 inf invalid value encountered in sin
# expect: sin float128 -inf invalid value encountered in sin
# expect: sin float128 nan ok
# expect: sin float128 1e+30 ok
# expect: sin float128 3.0 ok
# expect: cos float128 inf invalid value encountered in cos
# expect: cos float128 -inf invalid value encountered in cos
# expect: cos float128 nan ok
# expect: cos float128 1e+30 ok
# expect: cos float128 3.0 ok
# expect: tan float128 inf invalid value encountered in tan
# expect: tan float128 -inf invalid value encountered in tan
# expect: tan float128 nan ok
# expect: tan float128 1e+30 ok
# expect: tan float128 3.0 ok
# expect: nan nan [nan  0.]
# expect: [     nan 0.841471]
# expect: nan
# expect: [ 0.         0.841471   0.9092974  0.14112   -0.7568025]
# expect stderr: trig_inf_invalid.py:14: RuntimeWarning: invalid value encountered in cos
# expect stderr: trig_inf_invalid.py:16: RuntimeWarning: invalid value encountered in sin

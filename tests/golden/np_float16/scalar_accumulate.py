import numpy as np
t = np.float16(0)
for v in np.full(10, 0.1, dtype=np.float16):
    t += v
print(t, type(t))
s = np.float16(0)
for v in [0.1] * 10:
    s += v
print(s, type(s))
# expect: 1.0 <class 'numpy.float16'>
# expect: 0.9999999999999999 <class 'numpy.float64'>

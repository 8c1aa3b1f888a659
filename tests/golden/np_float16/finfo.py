import numpy as np
f = np.finfo(np.float16)
print(f.eps, f.max, f.min, f.tiny, f.smallest_normal, f.resolution, f.precision, f.bits, f.dtype)
print(type(f.eps), repr(f.max))
print(np.finfo(np.float16(1)).bits, np.finfo('e').max)
# expect: 0.000977 65500.0 -65500.0 6.104e-05 6.104e-05 0.001 3 16 float16
# expect: <class 'numpy.float16'> 65500.0
# expect: 16 65500.0

import numpy as np
for v in [0.1, 1/3, 3.14159, 65504, 1e-7, 6e-5, -2.5, 1000.5, 31104]:
    h = np.float16(v)
    print(h, repr(h), str(h))
print(type(np.float16(1)))
# expect: 0.1 0.1 0.1
# expect: 0.3333 0.3333 0.3333
# expect: 3.14 3.14 3.14
# expect: 65500.0 65500.0 65500.0
# expect: 1e-07 1e-07 1e-07
# expect: 6e-05 6e-05 6e-05
# expect: -2.5 -2.5 -2.5
# expect: 1000.5 1000.5 1000.5
# expect: 31100.0 31100.0 31100.0
# expect: <class 'numpy.float16'>

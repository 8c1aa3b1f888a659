import numpy as np
for s in ['float16', 'f2', 'e', 'half', '<f2']:
    d = np.dtype(s)
    print(d, d.name, d.char, d.kind, d.itemsize, d.str, d.type)
print(np.half is np.float16, np.dtype(np.half) == np.float16, repr(np.dtype(np.float16)))
a = np.zeros((2, 3), dtype=np.float16)
print(a.dtype, a.itemsize, a.nbytes, a.strides)
# expect: float16 float16 e f 2 <f2 <class 'numpy.float16'>
# expect: float16 float16 e f 2 <f2 <class 'numpy.float16'>
# expect: float16 float16 e f 2 <f2 <class 'numpy.float16'>
# expect: float16 float16 e f 2 <f2 <class 'numpy.float16'>
# expect: float16 float16 e f 2 <f2 <class 'numpy.float16'>
# expect: True True dtype('float16')
# expect: float16 2 12 (6, 2)

# a.__array_interface__: NumPy's version-3 dictionary (the address itself differs run to run,
# so only differences of addresses are printed).
import numpy as np
a = np.arange(12.).reshape(3, 4)
i = a.__array_interface__
print(list(i.keys()))
print(i['strides'], i['descr'], i['typestr'], i['shape'], i['version'], i['data'][1])
print(a.T.__array_interface__['strides'], a[:, 1].__array_interface__['strides'])
print(np.arange(3, dtype=np.uint8).__array_interface__['typestr'],
      np.array([True]).__array_interface__['descr'],
      np.zeros(2, np.complex64).__array_interface__['typestr'])
print(a[1:].__array_interface__['data'][0] - i['data'][0])
print(np.frombuffer(b'1234', np.int8).__array_interface__['data'][1])

# expect: ['data', 'strides', 'descr', 'typestr', 'shape', 'version']
# expect: None [('', '<f8')] <f8 (3, 4) 3 False
# expect: (8, 32) (32,)
# expect: |u1 [('', '|b1')] <c8
# expect: 32
# expect: True

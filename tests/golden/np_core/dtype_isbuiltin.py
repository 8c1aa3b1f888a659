# dtype.isbuiltin as NumPy 1.24: 1 for its native-order singleton dtypes (the unsized 'U', 'S'
# and 'V' among them), 0 for byte-swapped, sized flexible, datetime/timedelta, structured and
# subarray dtypes.
import numpy as np

specs = ['f8', '>f8', '<f8', '=f8', 'i4', '>i4', 'u1', '>u1', '|u1', 'b1', '?', 'c16', '>c16',
         'f2', 'g', 'U3', 'S5', 'V8', 'V0', 'O', 'M8', 'M8[s]', 'm8[D]', 'U', 'S', 'V', np.float64,
         int, float, complex, bool, str, bytes, object, [('a', 'i4')], 'i4,f8', ('i4', (2,)),
         {'names': ['x'], 'formats': ['f4']}, [], np.longlong, 'q']
for d in specs:
    dt = np.dtype(d)
    print(repr(dt), dt.isbuiltin)
print(np.dtype('f8').newbyteorder().isbuiltin, np.dtype('>f8').newbyteorder('>').isbuiltin)
print(np.dtype([('a', 'i4')])['a'].isbuiltin)
print(np.zeros(2).dtype.isbuiltin, np.arange(3, dtype='>i2').dtype.isbuiltin)
# expect: dtype('float64') 1
# expect: dtype('>f8') 0
# expect: dtype('float64') 1
# expect: dtype('float64') 1
# expect: dtype('int32') 1
# expect: dtype('>i4') 0
# expect: dtype('uint8') 1
# expect: dtype('uint8') 1
# expect: dtype('uint8') 1
# expect: dtype('bool') 1
# expect: dtype('bool') 1
# expect: dtype('complex128') 1
# expect: dtype('>c16') 0
# expect: dtype('float16') 1
# expect: dtype('float128') 1
# expect: dtype('<U3') 0
# expect: dtype('S5') 0
# expect: dtype('V8') 0
# expect: dtype('V') 1
# expect: dtype('O') 1
# expect: dtype('<M8') 0
# expect: dtype('<M8[s]') 0
# expect: dtype('<m8[D]') 0
# expect: dtype('<U') 1
# expect: dtype('S') 1
# expect: dtype('V') 1
# expect: dtype('float64') 1
# expect: dtype('int64') 1
# expect: dtype('float64') 1
# expect: dtype('complex128') 1
# expect: dtype('bool') 1
# expect: dtype('<U') 1
# expect: dtype('S') 1
# expect: dtype('O') 1
# expect: dtype([('a', '<i4')]) 0
# expect: dtype([('f0', '<i4'), ('f1', '<f8')]) 0
# expect: dtype(('<i4', (2,))) 0
# expect: dtype([('x', '<f4')]) 0
# expect: dtype([]) 0
# expect: dtype('int64') 1
# expect: dtype('int64') 1
# expect: 0 0
# expect: 1
# expect: 1 0

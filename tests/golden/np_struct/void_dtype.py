# Unstructured void dtypes 'V<n>': the dtype object, arrays of raw n-byte items (zeros,
# frombuffer, view, np.array of bytes), their printing, items (np.void), tolist and tobytes.
import numpy as np

d = np.dtype('V8')
print(d, repr(d), d.itemsize, d.kind, d.char, d.str, d.name, d.type, d.num)
print(d.descr, d.fields, d.names, d.isbuiltin, d.base, d.shape, d.hasobject, d.alignment)
print(np.dtype('V4') == np.dtype('V4'), np.dtype('V4') == np.dtype('V8'), np.dtype('|V2'))
z = np.zeros(3, 'V4')
print(z)
print(repr(z))
print(z.tobytes(), z.dtype, z.shape, z.nbytes, z.itemsize)
print(z[0], type(z[0]), repr(z[0]))
b = np.frombuffer(b'abcdefgh', 'V4')
print(b, repr(b), b[1].tobytes(), b.tolist())
print(np.array([b'ab', b'cd', b'e'], dtype='V2'))
print(np.arange(4, dtype='<i2').view('V4'))
print(np.zeros((2, 2), 'V2'))
print(str(np.zeros(2, 'V2')), np.zeros(2, 'V2').tolist())
print(np.frombuffer(b'\x00\x01\xff\x10', 'V2') == np.frombuffer(b'\x00\x01\xff\x10', 'V2'))
print(np.frombuffer(b'abcdefgh', 'V4').copy().tobytes(), np.frombuffer(b'abcdefgh', 'V2', count=2, offset=2))
s = np.frombuffer(b'\x01\x00\x02\x00\x03\x00', dtype=[('a', '<i2')])
print(s, s['a'])
print(bytes(b[1]), bytes(np.void(b'xy')), bytes(np.zeros(1, 'V3')[0]))
# expect: |V8 dtype('V8') 8 V V |V8 void64 <class 'numpy.void'> 20
# expect: [('', '|V8')] None None 0 |V8 () False 1
# expect: True False |V2
# expect: [b'\x00\x00\x00\x00' b'\x00\x00\x00\x00' b'\x00\x00\x00\x00']
# expect: array([b'\x00\x00\x00\x00', b'\x00\x00\x00\x00', b'\x00\x00\x00\x00'],
# expect:       dtype='|V4')
# expect: b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00' |V4 (3,) 12 4
# expect: b'\x00\x00\x00\x00' <class 'numpy.void'> void(b'\x00\x00\x00\x00')
# expect: [b'\x61\x62\x63\x64' b'\x65\x66\x67\x68'] array([b'\x61\x62\x63\x64', b'\x65\x66\x67\x68'], dtype='|V4') b'efgh' [b'abcd', b'efgh']
# expect: [b'\x61\x62' b'\x63\x64' b'\x65\x00']
# expect: [b'\x00\x00\x01\x00' b'\x02\x00\x03\x00']
# expect: [[b'\x00\x00' b'\x00\x00']
# expect:  [b'\x00\x00' b'\x00\x00']]
# expect: [b'\x00\x00' b'\x00\x00'] [b'\x00\x00', b'\x00\x00']
# expect: [ True  True]
# expect: b'abcdefgh' [b'\x63\x64' b'\x65\x66']
# expect: [(1,) (2,) (3,)] [1 2 3]
# expect: b'efgh' b'xy' b'\x00\x00\x00'

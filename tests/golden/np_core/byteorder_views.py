# Non-native byte orders: '>i4'/'>f8'/'<u2' dtypes (repr, str, byteorder, isnative), arithmetic
# giving native results, byteswap (inplace too), newbyteorder, frombuffer, astype, views between
# byte orders and views of another item size, which see NumPy's bytes (big-endian ones).
import numpy as np
a = np.array([1, 2, 3], dtype='>i4')
print(repr(a), a.dtype, a.dtype.byteorder, a.dtype.isnative, a.dtype.str)
print(repr(np.dtype('>i4')), repr(np.dtype('<u2')), repr(np.dtype('>f8')), np.dtype('>f8').isnative, np.dtype('>f8').byteorder, np.dtype('=f8').byteorder, np.dtype('<f8').byteorder)
print(a + 1, (a + 1).dtype, (a * 2.5).dtype)
b = a.byteswap(); print(repr(b), b.dtype)
c = a.copy(); c.byteswap(inplace=True); print(repr(c))
n = a.newbyteorder(); print(repr(n), n.dtype)
f = np.frombuffer(b'\x00\x00\x00\x01\x00\x00\x00\x02', dtype='>i4'); print(repr(f), f.dtype, f.sum())
print(repr(a.astype('<f8')), repr(a.astype('<i4')), a.astype('<i4').dtype)
v = np.arange(3, dtype='<i4').view('>i4'); print(repr(v), v.dtype)
print(np.dtype('>f8').newbyteorder(), np.dtype('>f8').newbyteorder('<'), np.dtype('f8').newbyteorder('S'))
print(np.array([1.5], dtype='>f8').tobytes(), np.array([1, 2], dtype='>u2').tobytes())
x = np.array([1., 2.], dtype='>f8'); print(np.sqrt(x), np.sqrt(x).dtype, x.mean(), x.max(), x.sum().dtype)
print(np.dtype('>i4') == np.dtype('<i4'), np.dtype('>i4').name, np.dtype('>i4').char, np.dtype('>i4').descr)
print(a[1], type(a[1]), a.tolist(), a.view(np.uint8))
d = np.array([1, 2], dtype='>i4'); d[0] = 7; print(d, d.tobytes())
print(np.concatenate([a, np.array([9], dtype='<i4')]).dtype)
print(np.array(a, dtype='>i4').dtype, np.asarray(a).dtype.byteorder)
print(str(a.dtype), a.dtype.kind, a.itemsize, a.nbytes)
print(repr(np.array([1,2], dtype='>f4')), repr(np.array([1+2j], dtype='>c16')))
a = np.array([1, 2, 3], dtype='>i4')
print(a.view(np.uint8), a.view('>u2'), a.view('<u2'), a.view(np.int8).shape)
b = np.array([[1.5, 2.0]], dtype='>f8')
print(b.view(np.uint8), b.view('>i4'))
c = np.arange(3, dtype='<i4')
print(c.view('>u2'), c.view(np.uint8))
print(np.frombuffer(b'\x00\x01\x00\x02', dtype='>u2').view(np.uint8))
# expect: array([1, 2, 3], dtype=int32) >i4 > False >i4
# expect: dtype('>i4') dtype('uint16') dtype('>f8') False > = =
# expect: [2 3 4] int32 float64
# expect: array([16777216, 33554432, 50331648], dtype=int32) >i4
# expect: array([16777216, 33554432, 50331648], dtype=int32)
# expect: array([16777216, 33554432, 50331648], dtype=int32) int32
# expect: array([1, 2], dtype=int32) >i4 3
# expect: array([1., 2., 3.]) array([1, 2, 3], dtype=int32) int32
# expect: array([       0, 16777216, 33554432], dtype=int32) >i4
# expect: float64 float64 >f8
# expect: b'?\xf8\x00\x00\x00\x00\x00\x00' b'\x00\x01\x00\x02'
# expect: [1.         1.41421356] float64 1.5 2.0 float64
# expect: False int32 i [('', '>i4')]
# expect: 2 <class 'numpy.int32'> [1, 2, 3] [0 0 0 1 0 0 0 2 0 0 0 3]
# expect: [7 2] b'\x00\x00\x00\x07\x00\x00\x00\x02'
# expect: int32
# expect: >i4 >
# expect: >i4 i 4 12
# expect: array([1., 2.], dtype=float32) array([1.+2.j])
# expect: [0 0 0 1 0 0 0 2 0 0 0 3] [0 1 0 2 0 3] [  0 256   0 512   0 768] (12,)
# expect: [[ 63 248   0   0   0   0   0   0  64   0   0   0   0   0   0   0]] [[1073217536          0 1073741824          0]]
# expect: [  0   0 256   0 512   0] [0 0 0 0 1 0 0 0 2 0 0 0]
# expect: [0 1 0 2]

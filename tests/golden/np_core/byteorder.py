# Non-native byte orders: '>f8' and friends keep their order in the dtype, in tobytes() and
# frombuffer(); values, printing and arithmetic results are as for native arrays.
import numpy as np

d = np.dtype('>f8')
print(d, repr(d), d.byteorder, d.str, d.char, d.name, d.isnative, d == np.float64)
print(np.dtype('<f8').byteorder, np.dtype('i1').byteorder, np.dtype('>i1'), np.dtype('=i4').byteorder)
for e in [d.newbyteorder('<'), d.newbyteorder(), d.newbyteorder('='), np.dtype('<f8'),
          np.dtype('f8').newbyteorder('<'), np.dtype('f8').newbyteorder(),
          np.dtype('i1').newbyteorder()]:
    print(repr(e), str(e), e.byteorder, e.str, e.isnative)
a = np.array([1.5, 2.0], dtype='>f8')
print(a, repr(a), a.dtype, a.tobytes())
b = np.arange(3).astype('>i4')
print(repr(b), b.dtype, b.tobytes())
print(repr(b + 1), (b + 1).dtype, repr(b * 2.0), b.sum(), type(b.sum()), repr(b[1]))
print(b.copy().dtype, b[1:].dtype, b.reshape(3, 1).T.dtype, np.array(b).dtype)
c = np.frombuffer(b'\x00\x01\x01\x00', dtype='>u2')
print(repr(c), c.tolist(), c.dtype, c.flags.writeable, c.tobytes())
print(repr(c.byteswap()), repr(np.array([1, 256], dtype=np.uint16).byteswap()))
x = np.array([1, 2], dtype=np.int32)
print(repr(x.newbyteorder()), x.newbyteorder().dtype, repr(x.byteswap().newbyteorder()))
print(repr(x.astype(x.dtype.newbyteorder('>'))), x.astype('>i4').dtype.byteorder)
print(repr(np.zeros(2, '>i2')), np.zeros(2, '>i2').dtype, np.dtype('>i2').kind)
print(np.dtype('>f8') == np.dtype('>f8'), np.dtype('>i8') == 'i8', np.dtype('>i8') == '>i8')
# expect: >f8 dtype('>f8') > >f8 d float64 False False
# expect: = | int8 =
# expect: dtype('<f8') float64 < <f8 True
# expect: dtype('<f8') float64 < <f8 True
# expect: dtype('float64') float64 = <f8 True
# expect: dtype('float64') float64 = <f8 True
# expect: dtype('<f8') float64 < <f8 True
# expect: dtype('>f8') >f8 > >f8 False
# expect: dtype('int8') int8 | |i1 True
# expect: [1.5 2. ] array([1.5, 2. ]) >f8 b'?\xf8\x00\x00\x00\x00\x00\x00@\x00\x00\x00\x00\x00\x00\x00'
# expect: array([0, 1, 2], dtype=int32) >i4 b'\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x02'
# expect: array([1, 2, 3], dtype=int32) int32 array([0., 2., 4.]) 3 <class 'numpy.int64'> 1
# expect: >i4 >i4 >i4 >i4
# expect: array([  1, 256], dtype=uint16) [1, 256] >u2 False b'\x00\x01\x01\x00'
# expect: array([256,   1], dtype=uint16) array([256,   1], dtype=uint16)
# expect: array([16777216, 33554432], dtype=int32) >i4 array([1, 2], dtype=int32)
# expect: array([1, 2], dtype=int32) >
# expect: array([0, 0], dtype=int16) >i2 i
# expect: True False True

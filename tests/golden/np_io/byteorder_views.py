# Non-native byte orders: a.view('>i4') reads the bytes in big-endian order, .npy files keep
# the array's byte order ('>i4' written and read back as such), explicit '<' is native.
import io
import numpy as np

a = np.array([1, 2, 3], dtype='<i4')
w = a.view('>i4')
print(w, w.dtype, w.dtype.str, w.dtype.byteorder, w.tolist())
print(w.view('<i4'), w.view('i4').dtype.str, a.view('<i4').dtype.byteorder)
print(np.array([1.5, -2.0]).view('>f8'))
print(a.newbyteorder(), a.newbyteorder().dtype.str, a.newbyteorder().newbyteorder())
for spec in ['<i4', '<f8', '<u2', '<c8', '=i8', '|b1', '>i2', '>f4']:
    z = np.zeros(2, spec)
    print(spec, z.dtype, z.dtype.str, z.dtype.byteorder, repr(z))
print(np.array([1, 2], dtype='<i8').dtype == np.int64, np.arange(3).astype('<i2').dtype.str)

b = np.array([1, 2, 3], dtype='>i4')
buf = io.BytesIO()
np.save(buf, b)
raw = buf.getvalue()
print(raw[:60])
print(raw[-12:])
buf.seek(0)
r = np.load(buf)
print(r, r.dtype, r.dtype.str, r.dtype.byteorder, r.tobytes())
c = np.array([[1.5, 2.5], [3.5, -1.0]], dtype='>f8')
buf = io.BytesIO()
np.savez(buf, c=c, n=np.array([7, 8], dtype='<u2'))
buf.seek(0)
f = np.load(buf)
print(f['c'], f['c'].dtype.str, f['n'], f['n'].dtype.str, f['n'].dtype.byteorder)
buf = io.BytesIO()
np.save(buf, np.array([1, 2], dtype='<i8'))
print(buf.getvalue()[:40])
# expect: [16777216 33554432 50331648] >i4 >i4 > [16777216, 33554432, 50331648]
# expect: [1 2 3] <i4 =
# expect: [3.13984e-319 9.48606e-322]
# expect: [16777216 33554432 50331648] >i4 [1 2 3]
# expect: <i4 int32 <i4 = array([0, 0], dtype=int32)
# expect: <f8 float64 <f8 = array([0., 0.])
# expect: <u2 uint16 <u2 = array([0, 0], dtype=uint16)
# expect: <c8 complex64 <c8 = array([0.+0.j, 0.+0.j], dtype=complex64)
# expect: =i8 int64 <i8 = array([0, 0])
# expect: |b1 bool |b1 | array([False, False])
# expect: >i2 >i2 >i2 > array([0, 0], dtype=int16)
# expect: >f4 >f4 >f4 > array([0., 0.], dtype=float32)
# expect: True <i2
# expect: b"\x93NUMPY\x01\x00v\x00{'descr': '>i4', 'fortran_order': False, 'shape': "
# expect: b'\x00\x00\x00\x01\x00\x00\x00\x02\x00\x00\x00\x03'
# expect: [1 2 3] >i4 >i4 > b'\x00\x00\x00\x01\x00\x00\x00\x02\x00\x00\x00\x03'
# expect: [[ 1.5  2.5]
# expect:  [ 3.5 -1. ]] >f8 [7 8] <u2 =
# expect: b"\x93NUMPY\x01\x00v\x00{'descr': '<i8', 'fortran_orde"

# NumPy scalars pickle as numpy.core.multiarray.scalar(dtype, bytes) and come back with their
# type; dtypes of strings, datetimes, records and the other byte order keep what they are.
import pickle
import numpy as np

for s in [np.float64(1.5), np.int32(-3), np.bool_(True), np.complex64(1j), np.str_('hi'),
          np.bytes_(b'ab'), np.datetime64('2020-01-01'), np.timedelta64(3, 'D'), np.uint8(7),
          np.float32(2.5)]:
    y = pickle.loads(pickle.dumps(s))
    print(repr(y), type(y).__name__, y == s)
print(pickle.dumps(np.float64(1.5)))
print(pickle.dumps(np.str_('hi')))
for d in [np.dtype('f8'), np.dtype('>i4'), np.dtype([('a', 'i4'), ('b', 'f8')]), np.dtype('U5'),
          np.dtype('S3'), np.dtype('M8[ms]'), np.dtype('m8[s]'), np.dtype(object),
          np.dtype({'names': ['x', 'y'], 'formats': ['u1', '<f8'], 'offsets': [0, 8], 'itemsize': 16})]:
    print(repr(pickle.loads(pickle.dumps(d))))
print(pickle.dumps(np.dtype('M8[ms]')))
b = pickle.loads(pickle.dumps(np.array([[1, 2], [3, 4]], dtype='>i4')))
print(b, b.dtype, b.dtype.byteorder)
t = pickle.loads(pickle.dumps(np.arange(6).reshape(2, 3).T))
print(t, t.flags['F_CONTIGUOUS'], t.flags['C_CONTIGUOUS'])
# expect: 1.5 float64 True
# expect: -3 int32 True
# expect: True bool_ True
# expect: 1j complex64 True
# expect: 'hi' str_ True
# expect: b'ab' bytes_ True
# expect: numpy.datetime64('2020-01-01') datetime64 True
# expect: numpy.timedelta64(3,'D') timedelta64 True
# expect: 7 uint8 True
# expect: 2.5 float32 True
# expect: b'\x80\x04\x95i\x00\x00\x00\x00\x00\x00\x00\x8c\x15numpy.core.multiarray\x94\x8c\x06scalar\x94\x93\x94\x8c\x05numpy\x94\x8c\x05dtype\x94\x93\x94\x8c\x02f8\x94\x89\x88\x87\x94R\x94(K\x03\x8c\x01<\x94NNNJ\xff\xff\xff\xffJ\xff\xff\xff\xffK\x00t\x94bC\x08\x00\x00\x00\x00\x00\x00\xf8?\x94\x86\x94R\x94.'
# expect: b'\x80\x04\x95c\x00\x00\x00\x00\x00\x00\x00\x8c\x15numpy.core.multiarray\x94\x8c\x06scalar\x94\x93\x94\x8c\x05numpy\x94\x8c\x05dtype\x94\x93\x94\x8c\x02U2\x94\x89\x88\x87\x94R\x94(K\x03\x8c\x01<\x94NNNK\x08K\x04K\x08t\x94bC\x08h\x00\x00\x00i\x00\x00\x00\x94\x86\x94R\x94.'
# expect: dtype('float64')
# expect: dtype('>i4')
# expect: dtype([('a', '<i4'), ('b', '<f8')])
# expect: dtype('<U5')
# expect: dtype('S3')
# expect: dtype('<M8[ms]')
# expect: dtype('<m8[s]')
# expect: dtype('O')
# expect: dtype({'names': ['x', 'y'], 'formats': ['u1', '<f8'], 'offsets': [0, 8], 'itemsize': 16})
# expect: b'\x80\x04\x95I\x00\x00\x00\x00\x00\x00\x00\x8c\x05numpy\x94\x8c\x05dtype\x94\x93\x94\x8c\x02M8\x94\x89\x88\x87\x94R\x94(K\x04\x8c\x01<\x94NNNJ\xff\xff\xff\xffJ\xff\xff\xff\xffK\x00}\x94(C\x02ms\x94K\x01K\x01K\x01t\x94\x86\x94t\x94b.'
# expect: [[1 2]
# expect:  [3 4]] int32 =
# expect: [[0 3]
# expect:  [1 4]
# expect:  [2 5]] True False

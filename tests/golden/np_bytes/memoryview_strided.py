# memoryviews of strided arrays (negative and transposed strides), multi-dimensional items, formats shown only, errors.
import numpy as np
a = np.arange(6, dtype=np.int16).reshape(2, 3)
m = a.data
m[1, 2] = 50
print(a[1, 2], m[1, 2], m[-1, -1])
print(memoryview(a[:, ::-1]).strides, memoryview(a[:, ::-1]).tolist(), memoryview(a[::-1]).tolist())
print(memoryview(a.T).strides, memoryview(a.T).tolist(), memoryview(a.T).c_contiguous)
print(bytes(a.T), bytearray(np.array([1, 2], dtype=np.int16)[::-1]))
print(memoryview(np.array([1+2j])).itemsize, memoryview(np.array([1+2j])).nbytes, memoryview(np.float16([1, 2])).shape)
v = memoryview(np.arange(4, dtype=np.uint8))
print(v[1:3].tolist(), v[::2].tolist(), v.obj)
print(np.frombuffer(v[1:3], dtype=np.uint8), np.frombuffer(np.arange(3, dtype=np.int32).data, dtype=np.uint8))
r = np.arange(3)
r.flags.writeable = False
try:
    memoryview(r)[0] = 5
except TypeError as e:
    print('TypeError', e)
try:
    memoryview(np.array([1+2j])).tolist()
except NotImplementedError as e:
    print('NotImplementedError', e)
try:
    a.data[2, 0]
except IndexError as e:
    print('IndexError', e)
print(memoryview(np.arange(3.0)) == [0.0, 1.0, 2.0], memoryview(np.arange(3.0)) == memoryview(np.arange(3.0)))

# expect: 50 50 50
# expect: (6, -2) [[2, 1, 0], [50, 4, 3]] [[3, 4, 50], [0, 1, 2]]
# expect: (2, 6) [[0, 3], [1, 4], [2, 50]] False
# expect: b'\x00\x00\x03\x00\x01\x00\x04\x00\x02\x002\x00' bytearray(b'\x02\x00\x01\x00')
# expect: 16 16 (2,)
# expect: [1, 2] [0, 2] [0 1 2 3]
# expect: [1 2] [0 0 0 0 1 0 0 0 2 0 0 0]
# expect: TypeError cannot modify read-only memory
# expect: NotImplementedError memoryview: unsupported format Zd
# expect: IndexError index out of bounds on dimension 1
# expect: False True

# Alias names of the scalar types and dtype strings.
import numpy as np

print(np.int_, np.intc, np.uint, np.double, np.single, np.byte, np.ubyte, np.short, np.ushort)
print(np.dtype(np.longlong), np.dtype('l'), np.dtype('B'), np.dtype('?'), np.dtype('d'), np.dtype('<f8'))
for name in ['bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float32', 'float64']:
    d = np.dtype(name)
    print(d, d.itemsize, d.kind, d.char, d.type)

# expect: <class 'numpy.int64'> <class 'numpy.int32'> <class 'numpy.uint64'> <class 'numpy.float64'> <class 'numpy.float32'> <class 'numpy.int8'> <class 'numpy.uint8'> <class 'numpy.int16'> <class 'numpy.uint16'>
# expect: int64 int64 uint8 bool float64 float64
# expect: bool 1 b ? <class 'numpy.bool_'>
# expect: int8 1 i b <class 'numpy.int8'>
# expect: int16 2 i h <class 'numpy.int16'>
# expect: int32 4 i i <class 'numpy.int32'>
# expect: int64 8 i l <class 'numpy.int64'>
# expect: uint8 1 u B <class 'numpy.uint8'>
# expect: uint16 2 u H <class 'numpy.uint16'>
# expect: uint32 4 u I <class 'numpy.uint32'>
# expect: uint64 8 u L <class 'numpy.uint64'>
# expect: float32 4 f f <class 'numpy.float32'>
# expect: float64 8 f d <class 'numpy.float64'>

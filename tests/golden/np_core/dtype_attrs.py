# Numeric dtypes' attributes (num, descr, alignment, flags, names, fields, ...) and their can_cast ordering.
import numpy as np
d = np.dtype('f8')
print(d.names, d.fields, d.subdtype, d.shape, d.base, d.metadata, d.ndim)
print(np.dtype('i4') < np.dtype('i8'), np.dtype('i8') < np.dtype('i4'), np.dtype('i4') <= np.dtype('i4'), np.dtype('f4') > np.dtype('i2'), np.dtype('f8') >= np.dtype('i8'), np.dtype('u4') < np.dtype('i4'))
print(np.dtype('i8') < np.dtype('f8'), np.dtype('f8') < np.dtype('c16'), np.dtype('i8') < np.dtype('f4'), np.dtype('i4') < np.dtype('i4'))
print(np.dtype('u1') < np.dtype('i2'), np.dtype('?') < np.dtype('u1'), np.dtype('f2') < np.dtype('f4'), np.dtype('c8') > np.dtype('f4'), np.dtype('f8') > np.dtype('c8'))
print(np.dtype(np.int32) < np.int64, np.dtype('f4') <= 'f8')
for c in ['?', 'b', 'B', 'h', 'H', 'i', 'I', 'l', 'L', 'e', 'f', 'd', 'g', 'F', 'D', 'p', 'P']:
    d = np.dtype(c)
    print(repr(c), d, repr(d), d.kind, d.char, d.num, d.str, d.descr, d.itemsize, d.byteorder, d.isnative, d.alignment, d.hasobject, d.name, d.type, d.flags, d.isbuiltin, d.isalignedstruct)
print(np.intc, np.uintc, np.short, np.ushort, np.byte, np.ubyte, np.single, np.double, np.csingle, np.cdouble)
print(np.longdouble, np.int_, np.uint, np.float_, np.complex_, np.half, np.intp, np.uintp)
print(np.intc.__name__, np.short.__name__, np.byte.__name__, np.single.__name__, np.double.__name__, np.csingle.__name__, np.cdouble.__name__)
print(np.dtype(np.intc), np.dtype(np.ushort), np.dtype(np.single).char, np.dtype(np.cdouble).num)
print(np.sctypeDict['l'], np.sctypeDict['int64'], np.sctypeDict['i8'], np.sctypeDict['f'], np.sctypeDict['double'])

# expect: None None None () float64 None 0
# expect: True False True True True False
# expect: True True False False
# expect: True True True True False
# expect: True True
# expect: '?' bool dtype('bool') b ? 0 |b1 [('', '|b1')] 1 | True 1 False bool <class 'numpy.bool_'> 0 1 False
# expect: 'b' int8 dtype('int8') i b 1 |i1 [('', '|i1')] 1 | True 1 False int8 <class 'numpy.int8'> 0 1 False
# expect: 'B' uint8 dtype('uint8') u B 2 |u1 [('', '|u1')] 1 | True 1 False uint8 <class 'numpy.uint8'> 0 1 False
# expect: 'h' int16 dtype('int16') i h 3 <i2 [('', '<i2')] 2 = True 2 False int16 <class 'numpy.int16'> 0 1 False
# expect: 'H' uint16 dtype('uint16') u H 4 <u2 [('', '<u2')] 2 = True 2 False uint16 <class 'numpy.uint16'> 0 1 False
# expect: 'i' int32 dtype('int32') i i 5 <i4 [('', '<i4')] 4 = True 4 False int32 <class 'numpy.int32'> 0 1 False
# expect: 'I' uint32 dtype('uint32') u I 6 <u4 [('', '<u4')] 4 = True 4 False uint32 <class 'numpy.uint32'> 0 1 False
# expect: 'l' int64 dtype('int64') i l 7 <i8 [('', '<i8')] 8 = True 8 False int64 <class 'numpy.int64'> 0 1 False
# expect: 'L' uint64 dtype('uint64') u L 8 <u8 [('', '<u8')] 8 = True 8 False uint64 <class 'numpy.uint64'> 0 1 False
# expect: 'e' float16 dtype('float16') f e 23 <f2 [('', '<f2')] 2 = True 2 False float16 <class 'numpy.float16'> 0 1 False
# expect: 'f' float32 dtype('float32') f f 11 <f4 [('', '<f4')] 4 = True 4 False float32 <class 'numpy.float32'> 0 1 False
# expect: 'd' float64 dtype('float64') f d 12 <f8 [('', '<f8')] 8 = True 8 False float64 <class 'numpy.float64'> 0 1 False
# expect: 'g' float128 dtype('float128') f g 13 <f16 [('', '<f16')] 16 = True 16 False float128 <class 'numpy.float128'> 0 1 False
# expect: 'F' complex64 dtype('complex64') c F 14 <c8 [('', '<c8')] 8 = True 4 False complex64 <class 'numpy.complex64'> 0 1 False
# expect: 'D' complex128 dtype('complex128') c D 15 <c16 [('', '<c16')] 16 = True 8 False complex128 <class 'numpy.complex128'> 0 1 False
# expect: 'p' int64 dtype('int64') i l 7 <i8 [('', '<i8')] 8 = True 8 False int64 <class 'numpy.int64'> 0 1 False
# expect: 'P' uint64 dtype('uint64') u L 8 <u8 [('', '<u8')] 8 = True 8 False uint64 <class 'numpy.uint64'> 0 1 False
# expect: <class 'numpy.int32'> <class 'numpy.uint32'> <class 'numpy.int16'> <class 'numpy.uint16'> <class 'numpy.int8'> <class 'numpy.uint8'> <class 'numpy.float32'> <class 'numpy.float64'> <class 'numpy.complex64'> <class 'numpy.complex128'>
# expect: <class 'numpy.float128'> <class 'numpy.int64'> <class 'numpy.uint64'> <class 'numpy.float64'> <class 'numpy.complex128'> <class 'numpy.float16'> <class 'numpy.int64'> <class 'numpy.uint64'>
# expect: int32 int16 int8 float32 float64 complex64 complex128
# expect: int32 uint16 f 15
# expect: <class 'numpy.int64'> <class 'numpy.int64'> <class 'numpy.int64'> <class 'numpy.float32'> <class 'numpy.float64'>

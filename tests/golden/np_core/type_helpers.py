import numpy as np
# NumPy 1.24's type helpers: find_common_type, sctypeDict, typecodes, common_type,
# min_scalar_type, mintypecode, typename, iterable, isfortran, issctype, obj2sctype,
# sctype2char, and the ComplexWarning/VisibleDeprecationWarning classes
print(np.find_common_type([np.int32], [np.float32]), np.find_common_type([np.float32, np.int64], []), np.find_common_type([], [np.int8]))
print(np.find_common_type(['i4', 'f8'], []), np.find_common_type([np.int8], [np.int64]))
print(np.sctypeDict['f8'], np.sctypeDict['int32'])
print(np.typecodes['AllInteger'], np.typecodes['Float'], np.typecodes['AllFloat'])
print(np.common_type(np.array([1, 2]), np.array([1.0], dtype=np.float32)), np.common_type(np.array([1], dtype=np.float32)))
print(np.min_scalar_type(10), np.min_scalar_type(-1), np.min_scalar_type(300.0), np.min_scalar_type(2**40), np.min_scalar_type(1e50))
print(np.mintypecode(['d', 'f']), np.typename('d'), np.iterable([1]), np.iterable(3), np.isfortran(np.ones((2, 2), order='F')))
print(np.issctype(np.float64), np.issctype(1.0), np.obj2sctype(np.array([1.0])), np.sctype2char(np.float32))
print(np.little_endian, np.ComplexWarning, np.VisibleDeprecationWarning)
print(np.find_common_type([np.uint8], [np.int8]), np.find_common_type([np.int16], [np.float32]), np.find_common_type([np.float16], [np.complex64]), np.find_common_type([np.uint64], [np.int8]))
print(np.find_common_type([np.uint64, np.int64], []), np.find_common_type([np.bool_], [np.int64]), np.find_common_type([np.int8], [np.complex128]))
print(np.mintypecode('idF'), np.mintypecode([np.float32, np.int8]), np.mintypecode('ab', default='x'), np.common_type(np.array([1j], dtype=np.complex64), np.array([1.0])))
print(np.min_scalar_type(np.float32(5)), np.min_scalar_type(np.array([1, 2])), np.min_scalar_type(True), np.min_scalar_type(1j), np.min_scalar_type(-2**40), np.min_scalar_type(70000.0))
print(np.iterable('abc'), np.iterable(np.array(3)), np.iterable(np.arange(3)), np.issctype(np.dtype('f8')), np.obj2sctype('i4'), np.obj2sctype(5), np.sctype2char('float64'))
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    warnings.warn('x', np.ComplexWarning)
    print(w[0].category.__name__, issubclass(np.ComplexWarning, RuntimeWarning), issubclass(np.VisibleDeprecationWarning, UserWarning))
# expect: float64 float64 int8
# expect: float64 int8
# expect: <class 'numpy.float64'> <class 'numpy.int32'>
# expect: bBhHiIlLqQpP efdg efdgFDG
# expect: <class 'numpy.float64'> <class 'numpy.float32'>
# expect: uint8 int8 float16 uint64 float64
# expect: d double precision True False True
# expect: True False <class 'numpy.float64'> f
# expect: True <class 'numpy.ComplexWarning'> <class 'numpy.VisibleDeprecationWarning'>
# expect: int16 float32 complex64 float64
# expect: float64 int64 complex128
# expect: D d x <class 'numpy.complex128'>
# expect: float16 int64 bool complex64 int64 float32
# expect: True False True True <class 'numpy.int32'> None d
# expect: ComplexWarning True True

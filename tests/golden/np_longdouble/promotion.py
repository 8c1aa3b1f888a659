# long double meets the other dtypes: NumPy 1.x promotion and value-based casting
import numpy as np
g = np.array([1, 2], dtype=np.longdouble)
for other in (np.int8, np.int64, np.uint64, np.float16, np.float32, np.float64, np.bool_):
    o = np.array([1, 1], dtype=other)
    print(other.__name__, (g + o).dtype, (o * g).dtype, np.promote_types(other, 'g'), np.result_type(other, np.longdouble))
print((np.array([1.0]) + np.longdouble(1) / 3).dtype, (np.array([1.0], 'f4') + np.longdouble(2)).dtype)
print((np.array([1.0]) + np.longdouble('1e400')).dtype, (g + 1.5).dtype, (g + 1).dtype, (g + np.float64(2)).dtype)
print(np.array([1.0]) + np.longdouble(1) / 3, np.can_cast('g', 'f8'), np.can_cast('f8', 'g'), np.can_cast(np.int64, 'g'))
print(np.result_type(np.longdouble(1), 1.0), np.result_type(g, 1j) if False else '', np.find_common_type([np.float64, np.longdouble], []))
print(np.mintypecode(['g', 'f']) if False else '', np.common_type(g), np.common_type(g, np.array([1.0])))
print([k for k in ('longdouble', 'g', 'f16', 'float128', 'longfloat') if np.sctypeDict[k] is np.longdouble])
print(np.typename('g'), np.sctype2char(np.longdouble), np.issctype(np.longdouble))
print(np.mintypecode(['g', 'f']), np.min_scalar_type(np.longdouble(1)), np.min_scalar_type(np.longdouble('1e400')))
print(np.typecodes['Float'], np.typecodes['AllFloat'])
# expect: int8 float128 float128 float128 float128
# expect: int64 float128 float128 float128 float128
# expect: uint64 float128 float128 float128 float128
# expect: float16 float128 float128 float128 float128
# expect: float32 float128 float128 float128 float128
# expect: float64 float128 float128 float128 float128
# expect: bool_ float128 float128 float128 float128
# expect: float64 float32
# expect: float128 float128 float128 float128
# expect: [1.33333333] False True True
# expect: float128  float128
# expect:  <class 'numpy.float128'> <class 'numpy.float128'>
# expect: ['longdouble', 'g', 'f16', 'float128', 'longfloat']
# expect: long precision g True
# expect: g float16 float128
# expect: efdg efdgFDG

# NumPy's scalar classes sit in its class tree: __mro__ and __bases__ as NumPy's.
import numpy as np

for t in [np.float64, np.float32, np.float16, np.longdouble, np.int8, np.int64, np.uint32,
          np.bool_, np.complex64, np.complex128, np.generic, np.number, np.integer,
          np.signedinteger, np.unsignedinteger, np.inexact, np.floating, np.complexfloating]:
    print(t.__name__, t.__mro__, t.__bases__)
print([c.__name__ for c in np.float64.__mro__], np.intc.__mro__[1])
# expect: float64 (<class 'numpy.float64'>, <class 'numpy.floating'>, <class 'numpy.inexact'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'float'>, <class 'object'>) (<class 'numpy.floating'>, <class 'float'>)
# expect: float32 (<class 'numpy.float32'>, <class 'numpy.floating'>, <class 'numpy.inexact'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>) (<class 'numpy.floating'>,)
# expect: float16 (<class 'numpy.float16'>, <class 'numpy.floating'>, <class 'numpy.inexact'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>) (<class 'numpy.floating'>,)
# expect: float128 (<class 'numpy.float128'>, <class 'numpy.floating'>, <class 'numpy.inexact'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>) (<class 'numpy.floating'>,)
# expect: int8 (<class 'numpy.int8'>, <class 'numpy.signedinteger'>, <class 'numpy.integer'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>) (<class 'numpy.signedinteger'>,)
# expect: int64 (<class 'numpy.int64'>, <class 'numpy.signedinteger'>, <class 'numpy.integer'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>) (<class 'numpy.signedinteger'>,)
# expect: uint32 (<class 'numpy.uint32'>, <class 'numpy.unsignedinteger'>, <class 'numpy.integer'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>) (<class 'numpy.unsignedinteger'>,)
# expect: bool_ (<class 'numpy.bool_'>, <class 'numpy.generic'>, <class 'object'>) (<class 'numpy.generic'>,)
# expect: complex64 (<class 'numpy.complex64'>, <class 'numpy.complexfloating'>, <class 'numpy.inexact'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>) (<class 'numpy.complexfloating'>,)
# expect: complex128 (<class 'numpy.complex128'>, <class 'numpy.complexfloating'>, <class 'numpy.inexact'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'complex'>, <class 'object'>) (<class 'numpy.complexfloating'>, <class 'complex'>)
# expect: generic (<class 'numpy.generic'>, <class 'object'>) (<class 'object'>,)
# expect: number (<class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>) (<class 'numpy.generic'>,)
# expect: integer (<class 'numpy.integer'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>) (<class 'numpy.number'>,)
# expect: signedinteger (<class 'numpy.signedinteger'>, <class 'numpy.integer'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>) (<class 'numpy.integer'>,)
# expect: unsignedinteger (<class 'numpy.unsignedinteger'>, <class 'numpy.integer'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>) (<class 'numpy.integer'>,)
# expect: inexact (<class 'numpy.inexact'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>) (<class 'numpy.number'>,)
# expect: floating (<class 'numpy.floating'>, <class 'numpy.inexact'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>) (<class 'numpy.inexact'>,)
# expect: complexfloating (<class 'numpy.complexfloating'>, <class 'numpy.inexact'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>) (<class 'numpy.inexact'>,)
# expect: ['float64', 'floating', 'inexact', 'number', 'generic', 'float', 'object'] <class 'numpy.signedinteger'>

# np.chararray and NumPy's other ndarray subclasses: isinstance/issubclass with np.ndarray,
# their __mro__ and __bases__, np.array/asarray/asanyarray of a chararray, its array methods.
import numpy as np

c = np.char.array(['ab', 'cde'])
print(type(c), isinstance(c, np.ndarray), isinstance(c, np.char.chararray))
print(issubclass(np.chararray, np.ndarray), np.char.chararray is np.chararray)
print(type(c).__mro__, np.chararray.__bases__)
print(isinstance(np.array(['a']), np.chararray), isinstance(np.arange(3), np.chararray))
print(isinstance(c, (np.ndarray, list)), issubclass(type(c), np.ndarray))
print(isinstance(np.char.asarray(['x']), np.ndarray))
for cls in (np.matrix, np.ma.MaskedArray, np.recarray):
    print(cls.__name__, issubclass(cls, np.ndarray), [k.__name__ for k in cls.__mro__], cls.__bases__)
print(isinstance(np.ma.array([1, 2]), np.ndarray), isinstance(np.matrix([[1, 2]]), np.ndarray))
print(type(np.asarray(c)), repr(np.asarray(c)), type(np.array(c)), repr(np.array(c)))
print(type(np.asanyarray(c)), type(c[0]), type(c[:1]))
print(c.tolist(), list(c), c.shape, c.dtype, c.ndim, c.size, c.itemsize, len(c))
print(repr(c.astype('U5')), type(c.astype('U5')))
print(repr(c.copy()), type(c.copy()))
print(repr(c.reshape(2, 1)))
print(repr(c.T), repr(c.flatten()))
print(repr(np.char.upper(c)), type(np.char.upper(c)), repr(c.upper()), type(c.upper()))
print(np.where(c == 'ab', c, 'zz'), np.char.str_len(c))
# expect: <class 'numpy.chararray'> True True
# expect: True True
# expect: (<class 'numpy.chararray'>, <class 'numpy.ndarray'>, <class 'object'>) (<class 'numpy.ndarray'>,)
# expect: False False
# expect: True True
# expect: True
# expect: matrix True ['matrix', 'ndarray', 'object'] (<class 'numpy.ndarray'>,)
# expect: MaskedArray True ['MaskedArray', 'ndarray', 'object'] (<class 'numpy.ndarray'>,)
# expect: recarray True ['recarray', 'ndarray', 'object'] (<class 'numpy.ndarray'>,)
# expect: True True
# expect: <class 'numpy.ndarray'> array(['ab', 'cde'], dtype='<U3') <class 'numpy.ndarray'> array(['ab', 'cde'], dtype='<U3')
# expect: <class 'numpy.chararray'> <class 'str'> <class 'numpy.chararray'>
# expect: ['ab', 'cde'] ['ab', 'cde'] (2,) <U3 1 2 12 2
# expect: chararray(['ab', 'cde'], dtype='<U5') <class 'numpy.chararray'>
# expect: chararray(['ab', 'cde'], dtype='<U3') <class 'numpy.chararray'>
# expect: chararray([['ab'],
# expect:            ['cde']], dtype='<U3')
# expect: chararray(['ab', 'cde'], dtype='<U3') chararray(['ab', 'cde'], dtype='<U3')
# expect: array(['AB', 'CDE'], dtype='<U3') <class 'numpy.ndarray'> chararray(['AB', 'CDE'], dtype='<U3') <class 'numpy.chararray'>
# expect: ['ab' 'zz'] [2 3]

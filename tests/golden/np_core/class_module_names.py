# __module__ of NumPy's, numba's and the standard library's classes, as their reprs name them
import collections
import datetime
import decimal
import fractions

import numba
import numpy as np

for c in [np.ndarray, np.chararray, np.matrix, np.dtype, np.float64, np.int32, np.bool_,
          np.complex128, np.generic, np.number, np.ufunc, np.recarray, np.record, np.poly1d,
          np.str_, np.void, np.datetime64, np.timedelta64, np.float16, np.longdouble,
          np.vectorize, np.ma.MaskedArray, np.random.Generator, np.random.RandomState,
          int, str, list, type, object, BaseException, ValueError, collections.OrderedDict,
          collections.deque, datetime.date, fractions.Fraction, decimal.Decimal,
          numba.typed.List, numba.typed.Dict]:
    print(repr(c), c.__module__)
print(type(np.float64(1)).__module__, type(np.zeros(1)).__module__, np.dtype('f8').__class__.__module__)
print(np.ndarray.__module__ + '.' + np.ndarray.__qualname__)
# expect: <class 'numpy.ndarray'> numpy
# expect: <class 'numpy.chararray'> numpy
# expect: <class 'numpy.matrix'> numpy
# expect: <class 'numpy.dtype'> numpy
# expect: <class 'numpy.float64'> numpy
# expect: <class 'numpy.int32'> numpy
# expect: <class 'numpy.bool_'> numpy
# expect: <class 'numpy.complex128'> numpy
# expect: <class 'numpy.generic'> numpy
# expect: <class 'numpy.number'> numpy
# expect: <class 'numpy.ufunc'> numpy
# expect: <class 'numpy.recarray'> numpy
# expect: <class 'numpy.record'> numpy
# expect: <class 'numpy.poly1d'> numpy
# expect: <class 'numpy.str_'> numpy
# expect: <class 'numpy.void'> numpy
# expect: <class 'numpy.datetime64'> numpy
# expect: <class 'numpy.timedelta64'> numpy
# expect: <class 'numpy.float16'> numpy
# expect: <class 'numpy.float128'> numpy
# expect: <class 'numpy.vectorize'> numpy
# expect: <class 'numpy.ma.core.MaskedArray'> numpy.ma.core
# expect: <class 'numpy.random._generator.Generator'> numpy.random._generator
# expect: <class 'numpy.random.mtrand.RandomState'> numpy.random.mtrand
# expect: <class 'int'> builtins
# expect: <class 'str'> builtins
# expect: <class 'list'> builtins
# expect: <class 'type'> builtins
# expect: <class 'object'> builtins
# expect: <class 'BaseException'> builtins
# expect: <class 'ValueError'> builtins
# expect: <class 'collections.OrderedDict'> collections
# expect: <class 'collections.deque'> collections
# expect: <class 'datetime.date'> datetime
# expect: <class 'fractions.Fraction'> fractions
# expect: <class 'decimal.Decimal'> decimal
# expect: <class 'numba.typed.typedlist.List'> numba.typed.typedlist
# expect: <class 'numba.typed.typeddict.Dict'> numba.typed.typeddict
# expect: numpy numpy numpy
# expect: numpy.ndarray

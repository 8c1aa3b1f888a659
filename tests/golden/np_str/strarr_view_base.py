# a.view() of string arrays and chararrays (np.ndarray <-> np.chararray over the same items,
# writes going through), their .base; np.dtype(np.void).
import numpy as np

a = np.array(['ab', 'c'])
v = a.view()
print(repr(v), v.base is a, a.base, a[1:].base is a, v[:1].base is a)
c = a.view(np.chararray)
print(repr(c), type(c), c.base is a)
c[0] = 'zz'
print(a, v)
n = c.view(np.ndarray)
print(repr(n), type(n), repr(a.view('U2')), repr(a.view(np.ndarray)))
ch = np.char.array(['x', 'yy'])
print(repr(ch.view(np.ndarray)), type(ch.view(np.ndarray)), type(ch.view()))
print(np.dtype(np.void), repr(np.dtype(np.void)), np.dtype(np.void).itemsize)
# expect: array(['ab', 'c'], dtype='<U2') True None True True
# expect: chararray(['ab', 'c'], dtype='<U2') <class 'numpy.chararray'> True
# expect: ['zz' 'c'] ['zz' 'c']
# expect: array(['zz', 'c'], dtype='<U2') <class 'numpy.ndarray'> array(['zz', 'c'], dtype='<U2') array(['zz', 'c'], dtype='<U2')
# expect: array(['x', 'yy'], dtype='<U2') <class 'numpy.ndarray'> <class 'numpy.chararray'>
# expect: |V0 dtype('V') 0

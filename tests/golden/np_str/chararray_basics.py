# np.chararray basics: np.char.array / np.char.asarray / np.chararray make one; items read with
# trailing whitespace stripped, comparisons ignore it, + concatenates, * repeats, and the
# np.char functions are methods whose string results stay chararrays.
import numpy as np

a = np.char.array(['ab ', 'cd', 'hello'])
print(repr(a))
print(a)
print(type(a).__name__, isinstance(a, np.chararray), type(a) is np.chararray)
print(a.dtype, a.shape, len(a), a[0], type(a[0]).__name__, repr(a[1:]))
print(list(a))
print(a == 'ab', a != 'cd', a < 'c', a >= 'cd')
print(a == np.char.array(['ab', 'cd  ', 'x']))
print(a == np.array(['ab', 'cd', 'hello ']))
u = a.upper()
print(type(u).__name__, repr(u))
print(repr(a.lower()), repr(np.char.array([' x ', 'y  ']).strip()))
print(repr(a.capitalize()), repr(a.replace('l', 'L')), repr(a.center(7, '*')))
print(repr(a + 'Z'), repr('<' + a), repr(a + a))
print(repr(a * 2), repr(3 * a))
print(a.isalpha(), type(a.isalpha()).__name__, a.startswith('h'))
b = np.char.asarray(['q', 'rr'])
print(type(b).__name__, repr(b))
print(repr(np.char.array(['x', 'yy'], itemsize=4)), repr(np.char.array(['x'], unicode=False)))
m = np.char.array([['one', 'two '], ['three', 'f']])
print(repr(m))
print(m)
print(repr(m[1]), m[1, 0], m.shape)
c = np.chararray((2,), itemsize=3)
c[:] = 'ab'
print(repr(c), c[0], type(c[0]).__name__)
d = np.chararray(3, itemsize=2, unicode=True)
d[:] = 'z'
d[1] = 'yy'
print(repr(d), d == 'yy')

# expect: chararray(['ab', 'cd', 'hello'], dtype='<U5')
# expect: ['ab' 'cd' 'hello']
# expect: chararray True True
# expect: <U5 (3,) 3 ab str chararray(['cd', 'hello'], dtype='<U5')
# expect: ['ab', 'cd', 'hello']
# expect: [ True False False] [ True False  True] [ True False False] [False  True  True]
# expect: [ True  True False]
# expect: [ True  True  True]
# expect: chararray chararray(['AB', 'CD', 'HELLO'], dtype='<U5')
# expect: chararray(['ab', 'cd', 'hello'], dtype='<U5') chararray(['x', 'y'], dtype='<U3')
# expect: chararray(['Ab', 'Cd', 'Hello'], dtype='<U5') chararray(['ab', 'cd', 'heLLo'], dtype='<U5') chararray(['**ab **', '***cd**', '*hello*'], dtype='<U7')
# expect: chararray(['ab Z', 'cdZ', 'helloZ'], dtype='<U6') chararray(['<ab', '<cd', '<hello'], dtype='<U6') chararray(['ab ab', 'cdcd', 'hellohello'], dtype='<U10')
# expect: chararray(['ab ab', 'cdcd', 'hellohello'], dtype='<U10') chararray(['ab ab ab', 'cdcdcd', 'hellohellohello'], dtype='<U15')
# expect: [False  True  True] ndarray [False False  True]
# expect: chararray chararray(['q', 'rr'], dtype='<U2')
# expect: chararray(['x', 'yy'], dtype='<U4') chararray([b'x'], dtype='|S1')
# expect: chararray([['one', 'two'],
# expect:            ['three', 'f']], dtype='<U5')
# expect: [['one' 'two']
# expect:  ['three' 'f']]
# expect: chararray(['three', 'f'], dtype='<U5') three (2, 2)
# expect: chararray([b'ab', b'ab'], dtype='|S3') b'ab' bytes
# expect: chararray(['z', 'yy', 'z'], dtype='<U2') [False  True False]

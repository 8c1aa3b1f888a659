# np.unique of a chararray compares as chararray does (trailing whitespace ignored, the first
# item of a run in sorted order kept); argmax/argmin refuse it as NumPy's __array_finalize__
# does, max/min name the ufunc without a loop; take_along_axis and np.block take string arrays;
# NumPy's Python functions show as functions.
import numpy as np

c = np.char.array(['b ', 'a', 'b', 'c  ', 'a ', 'a'])
u = np.unique(c)
print(repr(u), u.dtype, type(u).__name__)
for x in np.unique(c, return_index=True, return_inverse=True, return_counts=True):
    print(repr(x))
print(np.asarray(u).tolist())
c2 = np.char.array([['a ', 'a'], ['x', 'x\t']])
print(np.unique(c2, return_inverse=True))
print(repr(np.unique(np.char.array([b'x ', b'x', b'y']))))
print(repr(np.unique(np.array(['b ', 'a', 'b']))))
for f in [lambda: c.argmax(), lambda: c.argmin(axis=0), lambda: np.argmax(c), lambda: np.argmin(c),
          lambda: c.max(), lambda: np.max(c), lambda: np.amin(c), lambda: np.ptp(c)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
s = np.array(['b ', 'a', 'zz', 'c  '])
print(s.argmax(), s.argmin(), np.argmax(s))
m = np.array([['q', 'ab'], ['b', 'a']])
print(m.argmax(axis=1), m.argmin(axis=0), m.argmax(axis=0, keepdims=True))
print(repr(np.take_along_axis(s, np.array([2, 0]), axis=0)))
print(repr(np.take_along_axis(m, np.argsort(m, axis=1), axis=1)))
print(repr(np.take_along_axis(c, np.array([3, 0]), axis=0)))
print(repr(np.block([s, s])))
print(repr(np.block([[m], [m]])))
print(repr(np.block([[m, m]])))
d = np.char.array([['x', 'yy'], ['zz ', 'w']])
print(repr(np.block([[d], [d]])))
print(repr(np.block([c, c])))
print(repr(np.where)[:20], repr(np.tile)[:19], repr(np.linalg.qr)[:17])
print(repr(np.zeros), repr(np.arange), repr(np.add))

# expect: chararray(['a', 'b', 'c'], dtype='<U3') <U3 chararray
# expect: chararray(['a', 'b', 'c'], dtype='<U3')
# expect: array([1, 2, 3])
# expect: array([1, 0, 1, 2, 0, 0])
# expect: array([3, 2, 1])
# expect: ['a', 'b', 'c  ']
# expect: (chararray(['a', 'x'], dtype='<U2'), array([0, 0, 1, 1]))
# expect: chararray([b'x', b'y'], dtype='|S2')
# expect: array(['a', 'b', 'b '], dtype='<U2')
# expect: ValueError Can only create a chararray from string data.
# expect: ValueError Can only create a chararray from string data.
# expect: ValueError Can only create a chararray from string data.
# expect: ValueError Can only create a chararray from string data.
# expect: UFuncTypeError ufunc 'maximum' did not contain a loop with signature matching types (dtype('<U3'), dtype('<U3')) -> None
# expect: UFuncTypeError ufunc 'maximum' did not contain a loop with signature matching types (dtype('<U3'), dtype('<U3')) -> None
# expect: UFuncTypeError ufunc 'minimum' did not contain a loop with signature matching types (dtype('<U3'), dtype('<U3')) -> None
# expect: UFuncTypeError ufunc 'maximum' did not contain a loop with signature matching types (dtype('<U3'), dtype('<U3')) -> None
# expect: 2 1 2
# expect: [0 0] [1 1] [[0 0]]
# expect: array(['zz', 'b '], dtype='<U3')
# expect: array([['ab', 'q'],
# expect:        ['a', 'b']], dtype='<U2')
# expect: chararray(['c', 'b'], dtype='<U3')
# expect: array(['b ', 'a', 'zz', 'c  ', 'b ', 'a', 'zz', 'c  '], dtype='<U3')
# expect: array([['q', 'ab'],
# expect:        ['b', 'a'],
# expect:        ['q', 'ab'],
# expect:        ['b', 'a']], dtype='<U2')
# expect: array([['q', 'ab', 'q', 'ab'],
# expect:        ['b', 'a', 'b', 'a']], dtype='<U2')
# expect: array([['x', 'yy'],
# expect:        ['zz ', 'w'],
# expect:        ['x', 'yy'],
# expect:        ['zz ', 'w']], dtype='<U3')
# expect: array(['b ', 'a', 'b', 'c  ', 'a ', 'a', 'b ', 'a', 'b', 'c  ', 'a ', 'a'],
# expect:       dtype='<U3')
# expect: <function where at 0 <function tile at 0 <function qr at 0
# expect: <built-in function zeros> <built-in function arange> <ufunc 'add'>

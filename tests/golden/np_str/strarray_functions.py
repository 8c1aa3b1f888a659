# NumPy's searching, counting, joining and *_like functions on string arrays and on lists
# holding str (NumPy converts those to '<U' arrays first).
import numpy as np

labels = ['cat', 'dog', 'cat', 'bird', '', ' ', 'dog']
a = np.array(labels)
print(np.argmax(labels), np.argmin(labels), np.argmax(a), np.argmin(a))
grid = np.array([['b', 'a', 'c'], ['a', 'c', 'c']])
print(np.argmax(grid, axis=1), np.argmin(grid, axis=0), np.argmax(grid))
print(np.nonzero(labels), np.count_nonzero(a), np.flatnonzero(a), np.argwhere(grid == 'c').tolist())
print(np.count_nonzero(grid, axis=0))
print(repr(np.zeros_like(labels)), repr(np.ones_like(['abc'])), repr(np.empty_like(grid)))
print(repr(np.full_like(['ab', 'cd'], 'xyz')), repr(np.full_like(['ab'], 7)), repr(np.zeros_like(['a'], dtype=int)))
print(np.array_equal(labels, a), np.array_equal(a, a[::-1]), np.array_equal(['a', 'b'], ['a']))
print(repr(np.append(labels, 'fish')), repr(np.append(grid, [['z', 'z', 'z']], axis=0)))
print(np.argsort(labels), np.searchsorted(['a', 'c', 'e'], 'd'), np.searchsorted(sorted(labels), ['cat', 'emu']))
print(repr(np.concatenate([['a'], ['bc']])), repr(np.stack([['a', 'b'], ['c', 'd']])))
print(repr(np.vstack((['a', 'b'], ['c', 'd']))), repr(np.hstack((['a'], ('b', 'c')))))
print(repr(np.repeat(['a', 'b'], 2)), repr(np.tile(['x', 'y'], 2)), repr(np.flip(['a', 'b'])), repr(np.roll(['a', 'b', 'c'], 1)))
print(repr(np.take(['a', 'b', 'c'], [2, 0])), repr(np.resize(a[:2], 3)), repr(np.delete(labels, [0, 1])))
print(np.split(np.array(['a', 'b', 'c', 'd']), 2), np.array_split(labels, 3))
print(np.shape([['a', 'b']]), np.size(labels), np.ndim(grid), repr(np.ravel([['a'], ['b']])), repr(np.transpose([['a', 'b']])))
print(repr(np.array([a[:2], np.array(['x', 'y'])])), repr(np.array((grid[0],))))
b = np.array([b'x', b'', b' '])
print(np.count_nonzero(b), repr(np.zeros_like(b)), np.argmax(b))
for f in (lambda: np.all(labels), lambda: np.any(a)):
    try:
        f()
    except TypeError as e:
        print(type(e).__name__, e)
print(bool(np.array([' '])), bool(np.array(['x'])), bool(np.array([''])), bool(np.array([b' \t'])), bool(a[3:4]))
# expect: 1 4 1 4
# expect: [2 1] [1 0 0] 2
# expect: (array([0, 1, 2, 3, 6]),) 5 [0 1 2 3 6] [[0, 2], [1, 1], [1, 2]]
# expect: [2 2 2]
# expect: array(['', '', '', '', '', '', ''], dtype='<U4') array(['1'], dtype='<U3') array([['', '', ''],
# expect:        ['', '', '']], dtype='<U1')
# expect: array(['xy', 'xy'], dtype='<U2') array(['7'], dtype='<U2') array([0])
# expect: True False False
# expect: array(['cat', 'dog', 'cat', 'bird', '', ' ', 'dog', 'fish'], dtype='<U4') array([['b', 'a', 'c'],
# expect:        ['a', 'c', 'c'],
# expect:        ['z', 'z', 'z']], dtype='<U1')
# expect: [4 5 3 0 2 1 6] 2 [3 7]
# expect: array(['a', 'bc'], dtype='<U2') array([['a', 'b'],
# expect:        ['c', 'd']], dtype='<U1')
# expect: array([['a', 'b'],
# expect:        ['c', 'd']], dtype='<U1') array(['a', 'b', 'c'], dtype='<U1')
# expect: array(['a', 'a', 'b', 'b'], dtype='<U1') array(['x', 'y', 'x', 'y'], dtype='<U1') array(['b', 'a'], dtype='<U1') array(['c', 'a', 'b'], dtype='<U1')
# expect: array(['c', 'a'], dtype='<U1') array(['cat', 'dog', 'cat'], dtype='<U4') array(['cat', 'bird', '', ' ', 'dog'], dtype='<U4')
# expect: [array(['a', 'b'], dtype='<U1'), array(['c', 'd'], dtype='<U1')] [array(['cat', 'dog', 'cat'], dtype='<U4'), array(['bird', ''], dtype='<U4'), array([' ', 'dog'], dtype='<U4')]
# expect: (1, 2) 7 2 array(['a', 'b'], dtype='<U1') array([['a'],
# expect:        ['b']], dtype='<U1')
# expect: array([['cat', 'dog'],
# expect:        ['x', 'y']], dtype='<U4') array([['b', 'a', 'c']], dtype='<U1')
# expect: 1 array([b'', b'', b''], dtype='|S1') 0
# expect: UFuncTypeError ufunc 'logical_and' did not contain a loop with signature matching types (None, <class 'numpy.dtype[str_]'>) -> None
# expect: UFuncTypeError ufunc 'logical_or' did not contain a loop with signature matching types (None, <class 'numpy.dtype[str_]'>) -> None
# expect: False True False False True

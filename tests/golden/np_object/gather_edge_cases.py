# Object and string arrays through take/insert/pad/diag/append/choose with axes, kwargs and
# NumPy's errors; cumsum/dot of empty object arrays.
import numpy as np
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__ + ":", e)
o = np.array([[1, 'a'], [None, 2.5]], dtype=object)
t(lambda: np.take(o, 5))
t(lambda: np.take(o, [1], axis=1))
t(lambda: np.insert(o, 1, ['x', 'y'], axis=0))
t(lambda: np.insert(o, 1, 7, axis=1))
t(lambda: np.diag(o, k=5))
t(lambda: np.pad(o, ((0, 1), (1, 0)), constant_values=((9, 8), (7, 6))))
t(lambda: np.append(o, o, axis=0))
t(lambda: np.append(np.arange(2), np.array([None], dtype=object)))
t(lambda: np.nonzero(o))
t(lambda: np.cumsum(o, axis=1))
t(lambda: np.cumsum(np.array([], dtype=object)))
t(lambda: np.dot(np.array([], dtype=object), np.array([], dtype=object)))
t(lambda: np.isin(o, [None, 2.5]))
t(lambda: np.take(np.array(['a', 'b']), 3))
t(lambda: np.insert(np.array(['ab', 'c']), 0, 5))
t(lambda: np.choose([0, 2], [np.array(['a', 'b']), np.array(['c', 'd'])]))
t(lambda: np.pad(np.array(['a']), 1, mode='maximum'))
t(lambda: np.diag(['x', 'y']))
t(lambda: np.insert(['a', 'b'], 1, 'c'))
# expect: IndexError: index 5 is out of bounds for axis 0 with size 4
# expect: array([['a'],
# expect:        [2.5]], dtype=object)
# expect: array([[1, 'a'],
# expect:        ['x', 'y'],
# expect:        [None, 2.5]], dtype=object)
# expect: array([[1, 7, 'a'],
# expect:        [None, 7, 2.5]], dtype=object)
# expect: array([], dtype=object)
# expect: array([[7, 1, 'a'],
# expect:        [7, None, 2.5],
# expect:        [7, 8, 8]], dtype=object)
# expect: array([[1, 'a'],
# expect:        [None, 2.5],
# expect:        [1, 'a'],
# expect:        [None, 2.5]], dtype=object)
# expect: array([0, 1, None], dtype=object)
# expect: (array([0, 0, 1]), array([0, 1, 1]))
# expect: TypeError: unsupported operand type(s) for +: 'int' and 'str'
# expect: array([], dtype=object)
# expect: None
# expect: array([[False, False],
# expect:        [ True,  True]])
# expect: IndexError: index 3 is out of bounds for axis 0 with size 2
# expect: array(['5', 'ab', 'c'], dtype='<U2')
# expect: ValueError: invalid entry in choice array
# expect: UFuncTypeError: ufunc 'maximum' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U1')) -> None
# expect: array([['x', ''],
# expect:        ['', 'y']], dtype='<U1')
# expect: array(['a', 'c', 'b'], dtype='<U1')

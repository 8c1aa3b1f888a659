# np.take, append, insert, pad, diag, triu/tril, choose and nonzero move an object array's
# elements as they are; the fills are 0.
import numpy as np

o = np.array([1, 'a', 2.5, None], dtype=object)
print(repr(np.take(o, [0, 2])), repr(np.take(o, [[3, 1]])))
print(repr(np.append(o, 5)), repr(np.append(o, [[7]])))
print(repr(np.insert(o, 1, 'x')), repr(np.insert(o, [0, 2], [None, 'y'])))
oi = np.array([3, 1, 2], dtype=object)
print(repr(np.pad(oi, 1)), repr(np.pad(oi, (1, 2), constant_values='-')))
print(repr(np.pad(oi, 2, mode='edge')), repr(np.pad(oi, 2, mode='reflect')), repr(np.pad(oi, 1, mode='wrap')))
print(repr(np.diag(oi)))
print(repr(np.diag(oi, 1)))
m = np.array([[1, 'b'], [None, 4]], dtype=object)
print(repr(np.diag(m)), repr(np.triu(m)), repr(np.tril(m, -1)))
print(repr(np.choose([0, 1, 0], [oi, np.array(['x', 'y', 'z'], dtype=object)])))
z = np.array([0, 'a', None, 1, '', [], [0]], dtype=object)
print(np.nonzero(z), np.count_nonzero(z), np.flatnonzero(z), np.argwhere(z).ravel())
print(repr(np.isin(oi, [1, 2])), repr(np.in1d(oi, [3], invert=True)))
print(repr(np.isin(np.array(['a', None, 2], dtype=object), ['a', 2])))
# expect: array([1, 2.5], dtype=object) array([[None, 'a']], dtype=object)
# expect: array([1, 'a', 2.5, None, 5], dtype=object) array([1, 'a', 2.5, None, 7], dtype=object)
# expect: array([1, 'x', 'a', 2.5, None], dtype=object) array([None, 1, 'a', 'y', 2.5, None], dtype=object)
# expect: array([0, 3, 1, 2, 0], dtype=object) array(['-', 3, 1, 2, '-', '-'], dtype=object)
# expect: array([3, 3, 3, 1, 2, 2, 2], dtype=object) array([2, 1, 3, 1, 2, 1, 3], dtype=object) array([2, 3, 1, 2, 3], dtype=object)
# expect: array([[3, 0, 0],
# expect:        [0, 1, 0],
# expect:        [0, 0, 2]], dtype=object)
# expect: array([[0, 3, 0, 0],
# expect:        [0, 0, 1, 0],
# expect:        [0, 0, 0, 2],
# expect:        [0, 0, 0, 0]], dtype=object)
# expect: array([1, 4], dtype=object) array([[1, 'b'],
# expect:        [0, 4]], dtype=object) array([[0, 0],
# expect:        [None, 0]], dtype=object)
# expect: array([3, 'y', 2], dtype=object)
# expect: (array([1, 3, 6]),) 3 [1 3 6] [1 3 6]
# expect: array([False,  True,  True]) array([False,  True,  True])
# expect: array([ True, False, False])

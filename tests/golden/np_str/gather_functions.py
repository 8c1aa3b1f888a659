# np.diag, triu/tril, pad, insert, take and choose on string arrays: the elements move, the
# fills are '' (pad's constant is '0' unless given), values are cut to the array's width.
import numpy as np

s = np.array(['a', 'bb', 'c'])
s2 = np.array([['a', 'b'], ['c', 'd']])
print(repr(np.diag(s)))
print(repr(np.diag(s2)), repr(np.diag(s2, 1)))
print(repr(np.triu(s2)), repr(np.tril(s2)))
print(repr(np.pad(s, 1)), repr(np.pad(s, 1, constant_values='zzz')), repr(np.pad(s, (0, 2), mode='edge')))
print(repr(np.pad(s2, 1, mode='symmetric')))
print(repr(np.insert(s, 1, 'zzz')), repr(np.insert(s, [0, 3], ['p', 'q'])))
print(repr(np.take(s, [2, 0])), repr(np.take(s2, [1], axis=1)))
print(repr(np.choose([0, 1, 0], [s, np.array(['x', 'y', 'z'])])))
b = np.array([b'ab', b'c'])
print(repr(np.diag(b)), repr(np.pad(b, 1)), repr(np.insert(b, 0, b'xyz')))
# expect: array([['a', '', ''],
# expect:        ['', 'bb', ''],
# expect:        ['', '', 'c']], dtype='<U2')
# expect: array(['a', 'd'], dtype='<U1') array(['b'], dtype='<U1')
# expect: array([['a', 'b'],
# expect:        ['', 'd']], dtype='<U1') array([['a', ''],
# expect:        ['c', 'd']], dtype='<U1')
# expect: array(['0', 'a', 'bb', 'c', '0'], dtype='<U2') array(['zz', 'a', 'bb', 'c', 'zz'], dtype='<U2') array(['a', 'bb', 'c', 'c', 'c'], dtype='<U2')
# expect: array([['a', 'a', 'b', 'b'],
# expect:        ['a', 'a', 'b', 'b'],
# expect:        ['c', 'c', 'd', 'd'],
# expect:        ['c', 'c', 'd', 'd']], dtype='<U1')
# expect: array(['a', 'zz', 'bb', 'c'], dtype='<U2') array(['p', 'a', 'bb', 'c', 'q'], dtype='<U2')
# expect: array(['c', 'a'], dtype='<U2') array([['b'],
# expect:        ['d']], dtype='<U1')
# expect: array(['a', 'y', 'c'], dtype='<U2')
# expect: array([[b'ab', b''],
# expect:        [b'', b'c']], dtype='|S2') array([b'0', b'ab', b'c', b'0'], dtype='|S2') array([b'xy', b'ab', b'c'], dtype='|S2')

# String arrays indexed by index arrays mixed with other keys: a[[0, 1], [2, 0]], a[:, [0, 2]],
# np.ix_, a row mask of fewer dimensions; read and written (the ASCII-plot canvas idiom)
import numpy as np
s = np.array([['a', 'b', 'c'], ['d', 'e', 'f']])
print(s[[0, 1], [2, 0]], s[:, [0, 2]], s[[1], 1:])
print(s[np.array([True, False])], s[1, [True, False, True]], s[-1, [-1, 0]])
print(s[np.ix_([1, 0], [0, 1])], s[None, [0, 1], 0], s[..., [0]])
print(repr(s[np.array(1), 0]), repr(s[[1], 0]))
for key in [([0, 5], 0), (0, [3]), ([0, 1], [0, 1, 0]), (np.array([1.0]), 0)]:
    try:
        print(s[key])
    except IndexError as e:
        print(type(e).__name__, e)
s[[0, 1], [1, 2]] = '*'
print(s)
s[:, [0]] = [['p'], ['q']]
s[[1, 1], [0, 1]] = ['u', 'v']
s[0, np.array([1, 2])] = 'longer'
print(s)
try:
    s[[0, 1], [0, 1]] = ['x', 'y', 'z']
except ValueError as e:
    print(e)
canvas = np.full((3, 8), ' ')
rows = np.array([2, 1, 0, 0, 1, 2, 1, 0])
canvas[rows, np.arange(8)] = '*'
for r in canvas:
    print(''.join(r).rstrip())
b = np.array([[b'a', b'b'], [b'c', b'd']])
print(b[[0, 1], [1, 0]], b[:, [1]])


# expect: ['c' 'd'] [['a' 'c']
# expect:  ['d' 'f']] [['e' 'f']]
# expect: [['a' 'b' 'c']] ['d' 'f'] ['f' 'd']
# expect: [['d' 'e']
# expect:  ['a' 'b']] [['a' 'd']] [['a']
# expect:  ['d']]
# expect: 'd' array(['d'], dtype='<U1')
# expect: IndexError index 5 is out of bounds for axis 0 with size 2
# expect: IndexError index 3 is out of bounds for axis 1 with size 3
# expect: IndexError shape mismatch: indexing arrays could not be broadcast together with shapes (2,) (3,) 
# expect: IndexError arrays used as indices must be of integer (or boolean) type
# expect: [['a' '*' 'c']
# expect:  ['d' 'e' '*']]
# expect: [['p' 'l' 'l']
# expect:  ['u' 'v' '*']]
# expect: shape mismatch: value array of shape (3,) could not be broadcast to indexing result of shape (2,)
# expect:   **   *
# expect:  *  * *
# expect: *    *
# expect: [b'b' b'c'] [[b'b']
# expect:  [b'd']]

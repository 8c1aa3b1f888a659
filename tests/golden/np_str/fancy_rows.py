# Integer index arrays into N-d string arrays pick rows along axis 0 (the result in the index's
# shape followed by the rows'), and assignment through them broadcasts values to that shape.
import numpy as np
b = np.array([['a', 'b', 'c'], ['d', 'e', 'f']])
print(b[[1, 0]], b[np.array([[1], [1]])].shape)
print(b[[1, 0, 1]][:, ::2])
print(b.T[[2, 0]])
b[[1, 0]] = 'x'; print(b)
b[[0]] = ['p', 'q', 'r']; print(b)
b[np.array([1, 0])] = [['1', '2', '3'], ['4', '5', '6']]; print(b)
b[[1, 1]] = [['a'], ['b']]; print(b)
c = np.arange(24).astype(str).reshape(2, 3, 4)
print(c[[1, 0, -1]][:, 1])
c[[0]] = np.array(['z', 'y', 'x', 'w']); print(c[0])
# expect: [['d' 'e' 'f']
# expect:  ['a' 'b' 'c']] (2, 1, 3)
# expect: [['d' 'f']
# expect:  ['a' 'c']
# expect:  ['d' 'f']]
# expect: [['c' 'f']
# expect:  ['a' 'd']]
# expect: [['x' 'x' 'x']
# expect:  ['x' 'x' 'x']]
# expect: [['p' 'q' 'r']
# expect:  ['x' 'x' 'x']]
# expect: [['4' '5' '6']
# expect:  ['1' '2' '3']]
# expect: [['4' '5' '6']
# expect:  ['b' 'b' 'b']]
# expect: [['16' '17' '18' '19']
# expect:  ['4' '5' '6' '7']
# expect:  ['16' '17' '18' '19']]
# expect: [['z' 'y' 'x' 'w']
# expect:  ['z' 'y' 'x' 'w']
# expect:  ['z' 'y' 'x' 'w']]

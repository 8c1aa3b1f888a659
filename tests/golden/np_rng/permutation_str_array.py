# Generator.permutation / RandomState.permutation / np.random.permutation of str arrays
# (the same draws as for a numeric array).
import numpy as np
rng = np.random.default_rng(5)
items = np.array(['red', 'green', 'blue', 'black'])
print(rng.permutation(items))
print(items)
print(rng.permutation(np.array(['a', 'b', 'c', 'd', 'e', 'f']).reshape(3, 2)))
print(rng.permutation(np.array(['a', 'b', 'c', 'd']).reshape(2, 2), axis=1))
print(rng.permutation(np.array([b'x', b'yy', b'z'])))
rs = np.random.RandomState(1)
print(rs.permutation(np.array(['a', 'b', 'c'])))
np.random.seed(3)
print(np.random.permutation(np.array(['x', 'y', 'z', 'w'])))
try:
    rng.permutation(np.array('ab'))
except Exception as e:
    print(type(e).__name__, e)


# expect: ['black' 'green' 'blue' 'red']
# expect: ['red' 'green' 'blue' 'black']
# expect: [['e' 'f']
# expect:  ['a' 'b']
# expect:  ['c' 'd']]
# expect: [['a' 'b']
# expect:  ['c' 'd']]
# expect: [b'yy' b'x' b'z']
# expect: ['a' 'c' 'b']
# expect: ['w' 'y' 'x' 'z']
# expect: AxisError axis 0 is out of bounds for array of dimension 0

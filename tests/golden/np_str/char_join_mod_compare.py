# np.char.join, mod, partition, and the comparisons (trailing blanks do not count).
import numpy as np
s = np.array(['hello', 'world', 'numpy'])
print(np.char.join('-', s), np.char.join(['-', '+'], ['abc', 'xy']))
print(np.char.mod('%05.1f', np.array([1.25, 3.5])), np.char.mod('%d', [1, 22]))
print(np.char.partition(np.array(['a-b', 'cd']), '-'), repr(np.char.rpartition(['x.y.z'], '.')))
print(np.char.equal(s, 'world'), np.char.equal(['a ', 'b'], ['a', 'b ']), np.char.not_equal(['a'], ['b']))
print(np.char.less(['a', 'c'], 'b'), np.char.greater_equal(['a', 'c'], ['a', 'b']), np.char.greater(['b'], ['a']), np.char.less_equal(['a'], ['a  ']))

# expect: ['h-e-l-l-o' 'w-o-r-l-d' 'n-u-m-p-y'] ['a-b-c' 'x+y']
# expect: ['001.2' '003.5'] ['1' '22']
# expect: [['a' '-' 'b']
# expect:  ['cd' '' '']] array([['x.y', '.', 'z']], dtype='<U3')
# expect: [False  True False] [ True  True] [ True]
# expect: [ True False] [ True  True] [ True] [ True]

# np.concatenate of string arrays with nested lists, any rank and axis (None too), bytes among
# strs (decoded as ASCII), numbers among strs; NumPy's errors for a wrong axis or rank.
import numpy as np
print(np.concatenate([np.array([['a']]), [['b']]]))
print(np.concatenate([np.array([['a', 'b']]), [['cc', 'd']]], axis=1))
print(np.concatenate([np.array(['a', 'b']), ['ccc']]))
print(np.concatenate([np.array([b'a']), np.array(['xy'])]))
print(np.concatenate(([b'a'], np.array([b'xyz']))))
print(np.concatenate([np.array([['a']]), [['b']]], axis=None))
print(np.concatenate([np.array(['a']), [1, 22]]))
try:
    np.concatenate([np.array(['a']), ['b']], axis=1)
except Exception as e:
    print(type(e).__name__, e)
try:
    np.concatenate([np.array([['a']]), ['b']])
except Exception as e:
    print(type(e).__name__, e)
# expect: [['a']
# expect:  ['b']]
# expect: [['a' 'b' 'cc' 'd']]
# expect: ['a' 'b' 'ccc']
# expect: ['a' 'xy']
# expect: [b'a' b'xyz']
# expect: ['a' 'b']
# expect: ['a' '1' '22']
# expect: AxisError axis 1 is out of bounds for array of dimension 1
# expect: ValueError all the input arrays must have same number of dimensions, but the array at index 0 has 2 dimension(s) and the array at index 1 has 1 dimension(s)

# np.char.multiply takes an integer array of counts broadcast against the strings (the dtype is
# as wide as the longest item times the largest count); non-integers are refused.
import numpy as np
a = np.array(['ab', 'c'])
print(repr(np.char.multiply(a, [2, 0])))
print(repr(np.char.multiply(a, np.array([[1], [3]]))))
print(repr(np.char.multiply(np.array([b'x', b'yy']), [3, -1])))
print(repr(np.char.multiply('ab', [1, 2])))
for x in [2.5, [True, False], [1, 2, 3]]:
    try:
        np.char.multiply(a, x)
    except ValueError as e:
        print("ValueError:", e)
# expect: array(['abab', ''], dtype='<U4')
# expect: array([['ab', 'c'],
# expect:        ['ababab', 'ccc']], dtype='<U6')
# expect: array([b'xxx', b''], dtype='|S6')
# expect: array(['ab', 'abab'], dtype='<U4')
# expect: ValueError: Can only multiply by integers
# expect: ValueError: Can only multiply by integers
# expect: ValueError: shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 1 with shape (3,).

# np.ravel_multi_index with order="F" and mode="clip"/"wrap" (one mode or one per dimension), and
# np.unravel_index with order="F"; wrong modes raise NumPy's messages.
import numpy as np
print(np.ravel_multi_index(([3, 6, 6], [4, 5, 1]), (7, 6), order='F'))
print(np.ravel_multi_index(([7, -1], [2, 9]), (4, 6), mode='clip'), np.ravel_multi_index(([7, -1], [2, 9]), (4, 6), mode='wrap'))
print(np.ravel_multi_index(([7, -1], [2, 3]), (4, 6), mode=('clip', 'raise')))
print(np.ravel_multi_index((1, 2, 3), (4, 5, 6), order='F'), np.ravel_multi_index((1, 2, 3), (4, 5, 6)))
print(np.unravel_index([5, 7], (2, 4), order='F'), np.unravel_index(29, (4, 5, 6), order='F'))
for i in range(6):
    t = np.unravel_index(i, (2, 3), order='F')
    print(i, t, np.ravel_multi_index(t, (2, 3), order='F'))
try:
    np.ravel_multi_index(([1], [2]), (4, 6), mode='bogus')
except ValueError as e:
    print(e)
try:
    np.ravel_multi_index(([1], [2]), (4, 6), mode=('clip',))
except ValueError as e:
    print(e)


# expect: [31 41 13]
# expect: [20  5] [20 21]
# expect: [20  3]
# expect: 69 45
# expect: (array([1, 1]), array([2, 3])) (1, 2, 1)
# expect: 0 (0, 0) 0
# expect: 1 (1, 0) 1
# expect: 2 (0, 1) 2
# expect: 3 (1, 1) 3
# expect: 4 (0, 2) 4
# expect: 5 (1, 2) 5
# expect: clipmode must be one of 'clip', 'raise', or 'wrap' (got 'bogus')
# expect: list of clipmodes has wrong length (1 instead of 2)

# np.partition puts the kth element where a sort would, smaller ones before it and larger
# after, in the order NumPy's introselect leaves them; negative kth counts from the end.
import numpy as np

a = np.array([7, 2, 9, 4, 1, 8, 3, 6, 5, 0])
print(np.partition(a, 4))
print(np.partition(a, -2))
print(np.partition(a, 0))
print(np.partition(a, (2, 7)))
print(np.partition(a, [-1, 1, 5]))
print(np.partition([3.5, -1.0, 2.25, 0.0], np.int32(2)))
print(a)

# expect: [0 1 2 3 4 5 7 6 8 9]
# expect: [0 1 5 7 2 4 3 6 8 9]
# expect: [0 2 9 4 1 8 3 6 5 7]
# expect: [0 1 2 3 4 5 6 7 9 8]
# expect: [0 1 4 2 3 5 7 6 8 9]
# expect: [-1.    0.    2.25  3.5 ]
# expect: [7 2 9 4 1 8 3 6 5 0]

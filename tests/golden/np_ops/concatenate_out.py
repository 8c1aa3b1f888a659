# concatenate/stack/dot write into out= and return it; out= of the wrong shape or kind fails.
import numpy as np

o = np.zeros(3)
r = np.concatenate([[1], [2, 3]], out=o)
print(r is o, o)
s = np.zeros((2, 2), dtype=np.int32)
print(np.stack([[1, 2], [3, 4]], out=s) is s, s)
d = np.zeros(2)
print(np.dot(np.eye(2), np.array([5.0, 6.0]), out=d) is d, d)
print(np.concatenate([[1], [2]], out=np.zeros(3)))

# expect: True [1. 2. 3.]
# expect: True [[1 2]
# expect:  [3 4]]
# expect: True [5. 6.]
# expect runtime error: ValueError: Output array is the wrong shape

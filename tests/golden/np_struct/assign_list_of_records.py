# A list of tuples assigned to a slice of a structured array: one record per tuple, broadcast.
import numpy as np
a = np.zeros(3, dtype=[('a', 'i4'), ('b', 'i4'), ('c', 'f4')])
a[:] = [(5, 6, 7)] * 3
print(a)
a[:2] = [(1, 2, 3), (4, 5, 6)]
print(a)
a[1:] = [(9, 9, 9.5)]
print(a)

# expect: [(5, 6, 7.) (5, 6, 7.) (5, 6, 7.)]
# expect: [(1, 2, 3.) (4, 5, 6.) (5, 6, 7.)]
# expect: [(1, 2, 3. ) (9, 9, 9.5) (9, 9, 9.5)]

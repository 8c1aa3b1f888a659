# np.unique of a structured array: records sorted field by field, one per run of equal ones,
# with return_index (first occurrence), return_inverse and return_counts.
import numpy as np
r = np.array([(2, 1.5), (1, 0.5), (2, 1.5), (1, 0.25), (1, 0.5)], dtype=[('a', 'i4'), ('b', 'f8')])
print(np.unique(r))
u, i, inv, c = np.unique(r, return_index=True, return_inverse=True, return_counts=True)
print(u['a'], i, inv, c)
edges = np.sort(np.array([[3, 1], [1, 3], [2, 5], [1, 3]]), axis=1)
print(np.unique(edges.view([('p0', edges.dtype), ('p1', edges.dtype)])))

# expect: [(1, 0.25) (1, 0.5 ) (2, 1.5 )]
# expect: [1 1 2] [3 1 0] [2 1 2 0 1] [1 2 2]
# expect: [(1, 3) (2, 5)]

# a[['a', 'c']] = v assigns the named fields by position and leaves the others; a list of
# records fills a slice of records.
import numpy as np
a = np.zeros(3, dtype=[('a', 'i4'), ('b', 'i4'), ('c', 'f4')])
a[['a', 'c']] = (2, 3)
print(a)
v = a[['a', 'b']]
v[0] = (7, 8)
print(a)
a[['b', 'a']] = [(5, 6)] * 3
print(a)
c = np.zeros(2, dtype=[('x', 'f8'), ('y', 'i4'), ('z', 'i2')])
c[['z', 'x']] = np.array([(1, 2.5), (3, 4.5)], dtype=[('p', 'i8'), ('q', 'f8')])
c[['y']] = 9
print(c)

# expect: [(2, 0, 3.) (2, 0, 3.) (2, 0, 3.)]
# expect: [(7, 8, 3.) (2, 0, 3.) (2, 0, 3.)]
# expect: [(6, 5, 3.) (6, 5, 3.) (6, 5, 3.)]
# expect: [(2.5, 9, 1) (4.5, 9, 3)]

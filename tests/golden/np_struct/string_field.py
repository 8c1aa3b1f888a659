# A string field ('U5'): records print its text quoted and unpadded; longer text is cut to the
# width; the dtype shows '<U5'.
import numpy as np

dt = np.dtype([('name', 'U5'), ('age', 'i4'), ('w', 'f8')])
a = np.array([('Al', 30, 1.5), ('Bobbyxx', 25, 10.25)], dtype=dt)
print(repr(a))
print(a)
print(a[0], repr(a[0]), a[1]['name'], a.tolist())
print(dt.descr, dt.fields, dt['name'], dt.itemsize, repr(dt))
print(repr(np.zeros(2, dtype=dt)))
print(np.dtype('U3,i4'), np.dtype({'names': ['s'], 'formats': ['U2']}), np.dtype([('s', str), ('n', int)]))
# expect: array([('Al', 30,  1.5 ), ('Bobby', 25, 10.25)],
# expect:       dtype=[('name', '<U5'), ('age', '<i4'), ('w', '<f8')])
# expect: [('Al', 30,  1.5 ) ('Bobby', 25, 10.25)]
# expect: ('Al', 30, 1.5) ('Al', 30, 1.5) Bobby [('Al', 30, 1.5), ('Bobby', 25, 10.25)]
# expect: [('name', '<U5'), ('age', '<i4'), ('w', '<f8')] {'name': (dtype('<U5'), 0), 'age': (dtype('int32'), 20), 'w': (dtype('float64'), 24)} <U5 32 dtype([('name', '<U5'), ('age', '<i4'), ('w', '<f8')])
# expect: array([('', 0, 0.), ('', 0, 0.)],
# expect:       dtype=[('name', '<U5'), ('age', '<i4'), ('w', '<f8')])
# expect: [('f0', '<U3'), ('f1', '<i4')] [('s', '<U2')] [('s', '<U'), ('n', '<i8')]

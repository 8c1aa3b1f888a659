# Sorting and comparing records by a string field: code point order, as NumPy's.
import numpy as np

a = np.array([('pear', 3), ('apple', 7), ('fig', 1), ('apple', 2)], dtype=[('fruit', 'U6'), ('n', 'i4')])
print(np.sort(a, order='fruit'))
print(np.sort(a, order=['fruit', 'n']))
print(a == a, a[1] == a[3], a[1] == a[1])
print(a[a['n'] > 2]['fruit'])
# expect: [('apple', 2) ('apple', 7) ('fig', 1) ('pear', 3)]
# expect: [('apple', 2) ('apple', 7) ('fig', 1) ('pear', 3)]
# expect: [ True  True  True  True] False True
# expect: ['pear' 'apple']

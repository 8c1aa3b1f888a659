# np.sort of a recarray by a field is a recarray: its fields read as attributes.
import numpy as np
rec = np.rec.fromrecords([(1, 3.5), (2, 2.0), (3, 4.0)], names=['id', 'gpa'])
s = np.sort(rec, order='gpa')
print(type(s).__name__, s.id, s.gpa)

# expect: recarray [2 1 3] [2.  3.5 4. ]

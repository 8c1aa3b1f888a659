# np.savetxt of a structured array: each record's fields through fmt (one format or one per field).
import numpy as np, io
a = np.array([(1, 'x', 2.5), (22, 'yz', -1.0)], dtype=[('a', 'i4'), ('b', 'U2'), ('c', 'f8')])
s = io.StringIO()
np.savetxt(s, a, fmt='%d %s %.2f')
print(s.getvalue(), end='')
s = io.StringIO()
np.savetxt(s, a, fmt=['%3d', '%s', '%g'], delimiter=',', header='a,b,c')
print(s.getvalue(), end='')
s = io.StringIO()
np.savetxt(s, np.array([(1.5, 2)], dtype='f8,i8'))
print(s.getvalue(), end='')

# expect: 1 x 2.50
# expect: 22 yz -1.00
# expect: # a,b,c
# expect:   1,x,2.5
# expect:  22,yz,-1
# expect: 1.500000000000000000e+00 2.000000000000000000e+00

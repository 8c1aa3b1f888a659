# np.savetxt of string arrays and lists of strs: a 1-D array as one column, fmt='%s'
import io
import numpy as np

s = io.StringIO()
np.savetxt(s, np.array(['ab', 'cd']), fmt='%s')
print(repr(s.getvalue()))
s = io.StringIO()
np.savetxt(s, np.array([['x', '1'], ['yy', '22']]), fmt='%s', delimiter=',', header='k,v')
print(repr(s.getvalue()))
s = io.StringIO()
np.savetxt(s, [['a', 'b']], fmt=['%3s', '%-3s'], footer='end')
print(repr(s.getvalue()))
s = io.StringIO()
np.savetxt(s, np.array(['ab']))

# expect: 'ab\ncd\n'
# expect: '# k,v\nx,1\nyy,22\n'
# expect: '  a b  \n# end\n'
# expect runtime error: TypeError: Mismatch between array dtype ('<U2') and format specifier ('%.18e')

# The formatter print option for str and bytes arrays: 'numpystr' wins over 'str_kind', which
# wins over 'all'; numeric keys leave them alone.
import numpy as np
s = np.array(['a', 'bc'])
print(np.array2string(s, formatter={'str_kind': lambda x: x.upper()}))
print(np.array2string(s, formatter={'numpystr': lambda x: x * 2, 'str_kind': str.upper}))
print(np.array2string(s, formatter={'all': lambda x: '<%s>' % x}, separator=', '))
print(np.array2string(s, formatter={'float_kind': lambda x: 'f'}))
np.set_printoptions(formatter={'str_kind': lambda x: x.upper()})
print(s, repr(s), np.array([['x', 'yz']]))
np.set_printoptions(formatter=None)
print(s)


# expect: [A BC]
# expect: [aa bcbc]
# expect: [<a>, <bc>]
# expect: ['a' 'bc']
# expect: [A BC] array([A, BC], dtype='<U2') [[X YZ]]
# expect: ['a' 'bc']

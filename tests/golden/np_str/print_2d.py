import numpy as np
a = np.array([['a', 'bbb'], ['cc', 'd']])
print(a)
print(repr(a))
# expect: [['a' 'bbb']
# expect:  ['cc' 'd']]
# expect: array([['a', 'bbb'],
# expect:        ['cc', 'd']], dtype='<U3')

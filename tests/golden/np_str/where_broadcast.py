import numpy as np
a = np.array([['a', 'b'], ['c', 'd']])
print(np.where(a > 'b', a, np.array(['-', '+'])))
# expect: [['-' '+']
# expect:  ['c' 'd']]

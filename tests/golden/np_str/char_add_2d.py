import numpy as np
a = np.array([['a', 'b'], ['c', 'd']])
print(np.char.add(a, np.array(['1', '22'])))
# expect: [['a1' 'b22']
# expect:  ['c1' 'd22']]

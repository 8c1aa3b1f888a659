import numpy as np
print(np.sort(np.array(['b', 'a', 'C', 'c'])))
print(np.sort(['b', 'a']))
s = np.array(['c', 'a', 'b'])
s.sort()
print(s)
# expect: ['C' 'a' 'b' 'c']
# expect: ['a' 'b']
# expect: ['a' 'b' 'c']

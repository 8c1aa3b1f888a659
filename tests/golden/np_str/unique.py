import numpy as np
print(np.unique(np.array(['b', 'a', 'b', 'c', 'a'])))
print(np.unique(['pear', 'apple', 'pear']))
# expect: ['a' 'b' 'c']
# expect: ['apple' 'pear']

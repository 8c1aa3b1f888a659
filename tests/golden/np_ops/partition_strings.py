# String arrays have no selection in NumPy: partition sorts them fully.
import numpy as np

s = np.array(['pear', 'fig', 'apple', 'kiwi'])
print(np.partition(s, 1))
print(np.argpartition(s, 2))

# expect: ['apple' 'fig' 'kiwi' 'pear']
# expect: [2 1 3 0]

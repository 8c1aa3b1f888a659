import numpy as np
a = np.array(['a', 'b'])
print(a == 1, a != 1)
# expect: False True

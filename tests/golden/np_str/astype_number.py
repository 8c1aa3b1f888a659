import numpy as np
print(np.array(['1', '2']).astype(int), np.array(['1.5', '2']).astype(float))
print(np.array(['3', '4'], dtype=int))
# expect: [1 2] [1.5 2. ]
# expect: [3 4]

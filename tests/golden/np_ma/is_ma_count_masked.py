# isMaskedArray / isMA and count_masked.
import numpy as np
a = np.ma.array([[1, 2], [3, 4]], mask=[[1, 0], [1, 1]])
print(np.ma.isMaskedArray(a), np.ma.isMA(np.arange(2)), np.ma.count_masked(a))
print(np.ma.count_masked(a, axis=0), np.ma.count_masked(a, 1), np.ma.count_masked(np.ma.array([1, 2])))

# expect: True False 3
# expect: [2 1] [1 2] 0

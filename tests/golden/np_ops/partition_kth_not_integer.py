# kth must be an integer (or a sequence of them).
import numpy as np

try:
    np.partition(np.arange(5), [])
except TypeError as e:
    print(e)
np.partition(np.arange(5), 2.0)

# expect: Partition index must be integer
# expect runtime error: TypeError: Partition index must be integer

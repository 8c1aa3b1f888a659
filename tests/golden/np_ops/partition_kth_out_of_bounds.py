# A kth beyond the axis is a ValueError naming it (after negative kth are counted from the end).
import numpy as np

a = np.arange(6)
try:
    np.partition(a, -10)
except ValueError as e:
    print(e)
np.argpartition(a, 6)

# expect: kth(=-4) out of bounds (6)
# expect runtime error: ValueError: kth(=6) out of bounds (6)

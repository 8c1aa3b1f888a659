# split needs an equal division.
import numpy as np

print(len(np.split(np.arange(6), 2)))
np.split(np.arange(5), 2)

# expect: 2
# expect runtime error: ValueError: array split does not result in an equal division

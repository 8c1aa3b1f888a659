# squeeze removes length-1 axes.
import numpy as np

a = np.zeros((1, 3, 1, 2))
print(a.squeeze().shape, a.squeeze(axis=0).shape, np.squeeze(a, axis=2).shape)
a.squeeze(axis=1)

# expect: (3, 2) (3, 1, 2) (1, 3, 2)
# expect runtime error: ValueError: cannot select an axis to squeeze out which has size not equal to one

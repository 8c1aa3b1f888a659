# A sequence cannot go into a single element.
import numpy as np

a = np.zeros(3)
a[0] = np.array([5.0])
print(a)
a[1] = [1, 2]

# expect: [5. 0. 0.]
# expect runtime error: ValueError: setting an array element with a sequence.

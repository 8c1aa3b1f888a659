import numpy as np
z = np.array([1+2j, 3])
print(z == np.array([1+2j, 3+1j]), z != 3, z == 3+0j)
# expect: [ True False] [ True False] [False  True]

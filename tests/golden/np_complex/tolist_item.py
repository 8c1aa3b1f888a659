import numpy as np
z = np.array([1+2j, 3])
print(z.tolist(), z[0].item(), type(z.tolist()[1]))
# expect: [(1+2j), (3+0j)] (1+2j) <class 'complex'>

import numpy as np
a = np.array(['a'])
print(isinstance(a, np.ndarray), type(a))
# expect: True <class 'numpy.ndarray'>

# isinstance with scalar classes and np.ndarray.
import numpy as np

x = np.float32(2.5)
a = np.arange(3)
print(isinstance(x, np.float32), isinstance(x, np.float64), isinstance(a, np.ndarray))
print(isinstance(a[0], np.int64), isinstance(3, np.ndarray), isinstance(x, np.ndarray))

# expect: True False True
# expect: True False False

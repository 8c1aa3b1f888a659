# the data preparation of Numba's sessionize example (docs, CUDA examples)
import numpy as np
session_timeout = np.int64(np.timedelta64("3600", "s"))
print(session_timeout, type(session_timeout))
sec = np.array([1, 2, 3, 5000, 5001, 5002, 1, 150001], dtype="datetime64[ns]").astype("int64")
print(sec, sec.dtype)
print(sec[3] - sec[2] > session_timeout)
# expect: 3600 <class 'numpy.int64'>
# expect: [     1      2      3   5000   5001   5002      1 150001] int64
# expect: True

import numpy as np
d = np.arange('2021-01-01', '2021-01-05', dtype='datetime64[D]')
print(d == '2021-01-02')
d < '2021-01-03'
# expect: False
# expect runtime error: TypeError: '<' not supported between instances of 'numpy.ndarray' and 'str'

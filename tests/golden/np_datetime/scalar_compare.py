# comparisons convert to the common unit; NaT compares unequal to everything
import numpy as np
a = np.datetime64('2021-03-04')
print(a < np.datetime64('2021-03-04T10'), a == np.datetime64('2021-03-04T00:00'), type(a < a))
print(np.datetime64('NaT') == np.datetime64('NaT'), np.timedelta64('NaT') != np.timedelta64('NaT'))
print(np.timedelta64(1, 'D') > np.timedelta64(23, 'h'), np.timedelta64(1, 'D') < np.timedelta64('NaT'))
print(np.isnat(np.datetime64('NaT')), np.isnat(a), a in [np.datetime64('2021-03-04')])
# expect: True True <class 'numpy.bool_'>
# expect: False True
# expect: True False
# expect: True False True

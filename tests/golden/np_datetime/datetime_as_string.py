# np.datetime_as_string, in the array's unit or a given one.
import numpy as np
d = np.array(['2023-05-01', '2024-01-03', 'NaT'], dtype='datetime64[D]')
print(np.datetime_as_string(d), np.datetime_as_string(d, unit='M'))
print(np.datetime_as_string(np.array(['2024-01-01T10:20'], dtype='datetime64[m]'), unit='h'))
print(np.datetime_as_string(np.datetime64('2024-02-03')), repr(np.datetime_as_string(d)))

# expect: ['2023-05-01' '2024-01-03' 'NaT'] ['2023-05' '2024-01' 'NaT']
# expect: ['2024-01-01T10']
# expect: 2024-02-03 array(['2023-05-01', '2024-01-03', 'NaT'], dtype='<U28')

import numpy as np
dt = np.dtype([('x', np.float32), ('n', np.int64), ('ok', bool)])
print(dt.fields)
print(dt['n'], dt[0], len(dt))
print(dt.fields['n'][1])
# expect: {'x': (dtype('float32'), 0), 'n': (dtype('int64'), 4), 'ok': (dtype('bool'), 12)}
# expect: int64 float32 3
# expect: 4

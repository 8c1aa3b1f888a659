# np.seterr returns the old modes and np.seterr(**old) puts them back; np.geterr reads them
import numpy as np
print(np.geterr())
old = np.seterr(all='ignore')
print(old)
print(np.array([1.0, 0.0, -1.0]) / 0)
print(np.seterr(**old))
print(np.seterr(divide='raise', under='warn'))
print(np.geterr())
# expect: {'divide': 'warn', 'over': 'warn', 'under': 'ignore', 'invalid': 'warn'}
# expect: {'divide': 'warn', 'over': 'warn', 'under': 'ignore', 'invalid': 'warn'}
# expect: [ inf  nan -inf]
# expect: {'divide': 'ignore', 'over': 'ignore', 'under': 'ignore', 'invalid': 'ignore'}
# expect: {'divide': 'warn', 'over': 'warn', 'under': 'ignore', 'invalid': 'warn'}
# expect: {'divide': 'raise', 'over': 'warn', 'under': 'warn', 'invalid': 'warn'}

# np.errstate sets the modes inside the with block and restores them after (also on error)
import numpy as np
with np.errstate(divide='ignore', invalid='ignore'):
    print(np.array([1.0, 0.0]) / 0, np.geterr())
print(np.geterr())
try:
    with np.errstate(all='raise'):
        np.log(np.array([0.0]))
except FloatingPointError as e:
    print('FloatingPointError:', e)
print(np.geterr())
# expect: [inf nan] {'divide': 'ignore', 'over': 'warn', 'under': 'ignore', 'invalid': 'ignore'}
# expect: {'divide': 'warn', 'over': 'warn', 'under': 'ignore', 'invalid': 'warn'}
# expect: FloatingPointError: divide by zero encountered in log
# expect: {'divide': 'warn', 'over': 'warn', 'under': 'ignore', 'invalid': 'warn'}

# np.char.compare_chararrays: the six comparisons, trailing whitespace stripped only when asked
import numpy as np
print(np.char.equal(['a ', 'b'], ['a', 'b ']))
print(np.char.less(['a ', 'b'], ['a', 'b ']))
print(np.char.compare_chararrays(['a ', 'b'], ['a', 'c'], '==', False))
print(np.char.compare_chararrays(['a ', 'b'], ['a', 'c'], '<=', True))
print(np.char.compare_chararrays(np.array(['x']), np.array(['y']), '!=', True))
try:
    np.char.compare_chararrays(['a'], ['b'], '=', True)
except Exception as e:
    print(type(e).__name__, e)

# expect: [ True  True]
# expect: [False False]
# expect: [False False]
# expect: [ True  True]
# expect: [ True]
# expect: ValueError comparison must be '==', '!=', '<', '>', '<=', '>='

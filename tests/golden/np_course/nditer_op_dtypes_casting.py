# a buffered nditer casts to op_dtypes under the casting rule ('safe' unless given)
import numpy as np
a = np.arange(6).reshape(2, 3) - 3
for x in np.nditer(a, op_dtypes=['float64'], flags=['buffered']):
    print(x, end=' ')
print()
for x in np.nditer(a, op_dtypes=['int8'], flags=['buffered'], casting='unsafe'):
    print(x, end=' ')
print()
try:
    for x in np.nditer(a, op_dtypes=['float32'], flags=['buffered'], casting='same_kind'):
        pass
    print("same_kind ok")
except TypeError as e:
    print("TypeError:", e)
try:
    np.nditer(np.arange(3.0), op_dtypes=['int64'], flags=['buffered'], casting='same_kind')
except TypeError as e:
    print("TypeError:", e)
for x in np.nditer(a, op_dtypes=['float32'], flags=['buffered']):
    pass


# expect: -3.0 -2.0 -1.0 0.0 1.0 2.0 
# expect: -3 -2 -1 0 1 2 
# expect: same_kind ok
# expect: TypeError: Iterator operand 0 dtype could not be cast from dtype('float64') to dtype('int64') according to the rule 'same_kind'
# expect runtime error: TypeError: Iterator operand 0 dtype could not be cast from dtype('int64') to dtype('float32') according to the rule 'safe'

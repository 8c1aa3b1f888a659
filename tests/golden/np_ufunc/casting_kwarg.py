# ufunc casting=: the rule the result meets to go into out= ('no'/'equiv'/'safe' also for inputs)
import numpy as np
b = np.arange(5, dtype=np.int16)
try:
    np.multiply(b, 2.0, out=b, casting='same_kind')
except TypeError as e:
    print(type(e).__name__, e)
np.add(b, 3, out=b, casting='unsafe')
print(b)
np.multiply(b, 1.5, out=b, casting='unsafe')
print(b, b.dtype)
try:
    np.add(np.arange(3, dtype=np.int32), np.arange(3), casting='no')
except TypeError as e:
    print(type(e).__name__, e)
try:
    np.add(np.arange(3.0), 1, out=np.zeros(3, np.float32), casting='safe')
except TypeError as e:
    print(type(e).__name__, e)
print(np.add(np.arange(3, dtype=np.int32), np.arange(3), casting='safe'))
print(np.sqrt(np.array([4.0, 9.0]), out=np.zeros(2, dtype=np.int64), casting='unsafe'))
for bad in ['bogus', 3]:
    try:
        np.add(1, 2, casting=bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


# expect: UFuncTypeError Cannot cast ufunc 'multiply' output from dtype('float64') to dtype('int16') with casting rule 'same_kind'
# expect: [3 4 5 6 7]
# expect: [ 4  6  7  9 10] int16
# expect: UFuncTypeError Cannot cast ufunc 'add' input 0 from dtype('int32') to dtype('int64') with casting rule 'no'
# expect: UFuncTypeError Cannot cast ufunc 'add' output from dtype('float64') to dtype('float32') with casting rule 'safe'
# expect: [0 2 4]
# expect: [2 3]
# expect: ValueError casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe' (got 'bogus')
# expect: TypeError casting must be str, not int

# ufunc where=: only the selected elements are computed (no warning for the others), out= keeps the rest
import numpy as np
a = np.arange(5.0)
b = np.array([0, 1, 0, 2, 4.0])
print(np.divide(a, b, out=np.zeros_like(a), where=b != 0))
x = np.array([4.0, -1, 9, -4, 1])
o = np.full(5, -1.0)
r = np.sqrt(x, out=o, where=x >= 0)
print(o, r is o)
m = np.arange(6).reshape(2, 3)
print(np.add(m, 10, out=np.zeros((2, 3), dtype=int), where=[True, False, True]))
print(np.log(np.array([1.0, 0.0, np.e]), where=np.array([True, False, True]), out=np.full(3, np.nan)))
print(np.add(np.ones(3), 1, where=np.array([[True], [False]]), out=np.zeros((2, 3))))
print(np.greater(np.arange(4), 1, where=np.arange(4) % 2 == 0, out=np.zeros(4, bool)))
print(np.multiply(np.arange(4), 2, out=np.arange(4), where=True))
try:
    np.add(np.arange(3.0), 1, out=np.zeros(3, dtype=int), where=[True, False, True])
except TypeError as e:
    print(type(e).__name__, e)


# expect: [0.  1.  0.  1.5 1. ]
# expect: [ 2. -1.  3. -1.  1.] True
# expect: [[10  0 12]
# expect:  [13  0 15]]
# expect: [ 0. nan  1.]
# expect: [[2. 2. 2.]
# expect:  [0. 0. 0.]]
# expect: [False False  True False]
# expect: [0 2 4 6]
# expect: UFuncTypeError Cannot cast ufunc 'add' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'

# Several operands broadcast together; a None operand is allocated with the result dtype
# (or op_dtypes) and filled through the loop; `with it:` and it.operands.
import numpy as np
a = np.arange(6).reshape(2, 3)
for x, y in np.nditer([a, np.array([10, 20, 30])]):
    print(x, y, end='; ')
print()
def square(v):
    it = np.nditer([v, None])
    with it:
        for x, y in it:
            y[...] = x * x
        return it.operands[1]
print(square([1, 2, 3]))
it = np.nditer([np.arange(3).reshape(3, 1), np.arange(3).reshape(1, 3), None])
for x, y, z in it:
    z[...] = x + y
print(it.operands[2])
it = np.nditer([a, None], op_dtypes=[None, np.float64])
for x, y in it:
    y[...] = x / 4
print(it.operands[1])

# expect: 0 10; 1 20; 2 30; 3 10; 4 20; 5 30; 
# expect: [1 4 9]
# expect: [[0 1 2]
# expect:  [1 2 3]
# expect:  [2 3 4]]
# expect: [[0.   0.25 0.5 ]
# expect:  [0.75 1.   1.25]]

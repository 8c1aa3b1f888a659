# Iteration goes over the first axis: rows are views, 1-D elements are NumPy scalars.
import numpy as np

m = np.arange(6).reshape(3, 2)
for row in m:
    print(row, row.shape)
for row in m:
    row[0] = -1
print(m)
total = 0
for x in np.array([1.5, 2.5]):
    total += x
    print(x, type(x) is float)
print(total)

# expect: [0 1] (2,)
# expect: [2 3] (2,)
# expect: [4 5] (2,)
# expect: [[-1  1]
# expect:  [-1  3]
# expect:  [-1  5]]
# expect: 1.5 False
# expect: 2.5 False
# expect: 4.0

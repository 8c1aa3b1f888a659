import numpy as np
a = np.ones((2, 3))
print(a @ np.ones((3, 2)))
print(a @ a)
# expect: [[3. 3.]
# expect:  [3. 3.]]
# expect runtime error: ValueError: matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 2 is different from 3)

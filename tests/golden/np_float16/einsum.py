import numpy as np
h = np.array([1, 2.5, 3, 0.1, 7], dtype=np.float16)
# products and sums in float32, the result rounded to float16
print(np.einsum('i,i->', h, h), np.einsum('i->', h), np.einsum('i,j->ij', h[:2], h[:2]))
# expect: 65.25 13.6 [[1.   2.5 ]
# expect:  [2.5  6.25]]

# np.einsum's interleaved form: einsum(op0, sublist0, op1, sublist1, ..., [sublistout]), Ellipsis in a sublist.
import numpy as np
A = np.arange(6).reshape(2, 3)
B = np.arange(12).reshape(3, 4)
x = np.arange(3.0)
print(np.einsum(x, [0], x, [0]), np.einsum(A, [0, 1], B, [1, 2]), np.einsum(A, [0, 1], B, [1, 2], [2, 0]))
print(np.einsum(A, [1, 0]), np.einsum(A, [0, 1], [1]), np.einsum(np.ones((2, 2, 3)), [Ellipsis, 0], x, [0], [Ellipsis]))
print(np.einsum(A, [30, 40], [40]))

# expect: 5.0 [[20 23 26 29]
# expect:  [56 68 80 92]] [[20 56]
# expect:  [23 68]
# expect:  [26 80]
# expect:  [29 92]]
# expect: [[0 3]
# expect:  [1 4]
# expect:  [2 5]] [3 5 7] [[3. 3.]
# expect:  [3. 3.]]
# expect: [3 5 7]

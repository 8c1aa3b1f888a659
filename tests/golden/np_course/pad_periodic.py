# np.pad wrap/reflect/symmetric, pads longer than the axis included (NumPy's rounds).
import numpy as np
for mode in ['wrap', 'reflect', 'symmetric']:
    print(mode, np.pad([1, 2, 3], 5, mode), np.pad([7], 2, mode), np.pad([1, 2], (3, 1), mode))
    print(np.pad(np.arange(6).reshape(2, 3), ((1, 2), (2, 1)), mode=mode))

# expect: wrap [2 3 1 2 3 1 2 3 1 2 3 1 2] [7 7 7 7 7] [1 1 2 1 2 1]
# expect: [[4 5 3 4 5 3]
# expect:  [1 2 0 1 2 0]
# expect:  [4 5 3 4 5 3]
# expect:  [1 2 0 1 2 0]
# expect:  [4 5 3 4 5 3]]
# expect: reflect [2 1 2 3 2 1 2 3 2 1 2 3 2] [7 7 7 7 7] [2 1 2 1 2 1]
# expect: [[5 4 3 4 5 4]
# expect:  [2 1 0 1 2 1]
# expect:  [5 4 3 4 5 4]
# expect:  [2 1 0 1 2 1]
# expect:  [5 4 3 4 5 4]]
# expect: symmetric [2 3 3 2 1 1 2 3 3 2 1 1 2] [7 7 7 7 7] [2 2 1 1 2 2]
# expect: [[1 0 0 1 2 2]
# expect:  [1 0 0 1 2 2]
# expect:  [4 3 3 4 5 5]
# expect:  [4 3 3 4 5 5]
# expect:  [1 0 0 1 2 2]]

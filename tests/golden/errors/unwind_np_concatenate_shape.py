# Unwinding frees what it unwinds: np.concatenate() of nested lists whose shapes do not
# match releases the converted arrays (`make asan` checks with leak detection on).
import numpy as np
print(np.concatenate([[[1, 2]], [[3, 4]]]))
print(np.concatenate([[[1, 2]], [[1, 2, 3]]]))
# expect: [[1 2]
# expect:  [3 4]]
# expect runtime error: ValueError: all the input array dimensions except for the concatenation axis must match exactly, but along dimension 1, the array at index 0 has size 2 and the array at index 1 has size 3

# list(), tuple() and sorted() of a 0-d array report the iteration, not the length
import numpy as np
for f in [list, tuple, sorted, set, lambda a: [*a]]:
    try:
        f(np.array(3))
    except TypeError as e:
        print(e)
print(list(np.array([1, 2])), tuple(np.arange(2.0)), sorted(np.array([3, 1, 2])))
try:
    len(np.array(3))
except TypeError as e:
    print(e)


# expect: iteration over a 0-d array
# expect: iteration over a 0-d array
# expect: iteration over a 0-d array
# expect: iteration over a 0-d array
# expect: iteration over a 0-d array
# expect: [1, 2] (0.0, 1.0) [1, 2, 3]
# expect: len() of unsized object

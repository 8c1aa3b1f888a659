# np.split / np.array_split with an axis the array lacks: NumPy reads ary.shape[axis] first
import numpy as np
a = np.arange(6)
m = np.arange(12).reshape(3, 4)
print(np.split(m, 2, axis=-1), np.array_split(m, 2, axis=-2))
for f, args in [(np.split, (a, [1], 1)), (np.array_split, (m, 2, 2)), (np.split, (m, 3, -3))]:
    try:
        f(*args[:2], axis=args[2])
    except IndexError as e:
        print(type(e).__name__, e)
np.split(a, 2, axis=1)


# expect: [array([[0, 1],
# expect:        [4, 5],
# expect:        [8, 9]]), array([[ 2,  3],
# expect:        [ 6,  7],
# expect:        [10, 11]])] [array([[0, 1, 2, 3],
# expect:        [4, 5, 6, 7]]), array([[ 8,  9, 10, 11]])]
# expect: IndexError tuple index out of range
# expect: IndexError tuple index out of range
# expect: IndexError tuple index out of range
# expect runtime error: IndexError: tuple index out of range

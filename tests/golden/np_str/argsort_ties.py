# np.argsort of strings with many equal items: the default kind runs NumPy's introsort, so
# equal items come out in NumPy's (unstable) order; 'heapsort' NumPy's heapsort; 'stable' and
# 'mergesort' keep index order. Also a.argsort(kind=) and a bytes array.
import numpy as np
a = np.array(['b', 'a', 'c', 'a', 'b', 'c', 'a'] * 5)
print(np.argsort(a).tolist())
print(a.argsort(kind='quicksort').tolist())
print(np.argsort(a, kind='heapsort').tolist())
print(np.argsort(a, kind='stable').tolist())
print(a.argsort(kind='mergesort').tolist() == np.argsort(a, kind='stable').tolist())
b = np.array([b'xy', b'x', b'xy', b'', b'x'] * 4)
print(np.argsort(b).tolist())
w = np.array(['abcdefghij', 'abcdefghi', 'abcdefghij', 'abcdefgh'] * 5)
print(np.argsort(w).tolist())
# expect: [17, 31, 29, 27, 24, 22, 20, 15, 13, 10, 34, 8, 1, 3, 6, 11, 32, 28, 25, 4, 21, 0, 18, 7, 14, 9, 23, 33, 26, 16, 2, 30, 12, 19, 5]
# expect: [17, 31, 29, 27, 24, 22, 20, 15, 13, 10, 34, 8, 1, 3, 6, 11, 32, 28, 25, 4, 21, 0, 18, 7, 14, 9, 23, 33, 26, 16, 2, 30, 12, 19, 5]
# expect: [20, 15, 31, 10, 34, 17, 29, 24, 3, 22, 13, 6, 27, 8, 1, 14, 28, 25, 11, 21, 4, 18, 7, 32, 0, 30, 26, 12, 23, 5, 2, 19, 9, 33, 16]
# expect: [1, 3, 6, 8, 10, 13, 15, 17, 20, 22, 24, 27, 29, 31, 34, 0, 4, 7, 11, 14, 18, 21, 25, 28, 32, 2, 5, 9, 12, 16, 19, 23, 26, 30, 33]
# expect: True
# expect: [3, 13, 18, 8, 9, 16, 14, 11, 19, 6, 4, 1, 10, 5, 12, 2, 15, 17, 7, 0]
# expect: [19, 15, 3, 11, 7, 17, 13, 9, 5, 1, 8, 18, 10, 12, 4, 14, 2, 16, 6, 0]

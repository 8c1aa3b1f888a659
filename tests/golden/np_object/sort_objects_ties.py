# Equal elements come out in the order of NumPy's introsort (quicksort) or of a stable sort
# (1, 1.0 and True are equal but print differently).
import numpy as np
import random
random.seed(5)
v = [random.randint(0, 9) for _ in range(200)]
a = np.array(v, dtype=object)
print(np.argsort(a)[:60])
print(np.argsort(a, kind='heapsort')[:40])
print(np.argsort(a, kind='stable')[:40])
m = np.array([1, 1.0, True, 0, 0.0, False] * 5, dtype=object)
print(np.sort(m))
print(np.argsort(m))
print(np.unique(a, return_index=True, return_inverse=True, return_counts=True))

# expect: [ 84  33 136  47 184  18 123 128  32 150  58 101  82  73   7 195  76  71
# expect:    4 137 174  97  88  53 124  61 145 167 113  15   9 118 181 103  25 193
# expect:  149 153  70 156  30  31 119  26 135 166   8 146  51  50 170  85  36  37
# expect:   24 173 141  43 109 122]
# expect: [195  47  76 150  84 136 184 123 128  33  73   4 101 137  71  32  58  82
# expect:    7  18  97   9 103 174 118  53 145 124 167  25  88 113  15 181  61 122
# expect:  149 117  26  43]
# expect: [  4   7  18  32  33  47  58  71  73  76  82  84 101 123 128 136 137 150
# expect:  184 195   9  15  25  53  61  88  97 103 113 118 124 145 167 174 181   8
# expect:   22  24  26  30]
# expect: [False 0.0 0 0.0 0 0.0 False 0.0 False 0 False 0.0 0 0 False 1 1.0 True
# expect:  True 1 1 1.0 1 True 1.0 1 True 1.0 1.0 True]
# expect: [29 16 15 28 21 22 11 10 17  9  5  4  3 27 23 24 25 26 20  0 18 13 12  8
# expect:   7  6  2  1 19 14]
# expect: (array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], dtype=object), array([ 4,  9,  8,  6,  1,  2, 13,  5,  3,  0]), array([9, 4, 5, 8, 0, 7, 3, 0, 2, 1, 5, 7, 3, 6, 8, 1, 9, 3, 0, 3, 6, 4,
# expect:        2, 6, 2, 1, 2, 9, 9, 7, 2, 2, 0, 0, 3, 3, 2, 2, 4, 5, 3, 8, 3, 2,
# expect:        3, 6, 4, 0, 5, 6, 2, 2, 4, 1, 5, 4, 9, 9, 0, 9, 5, 1, 4, 5, 4, 7,
# expect:        5, 2, 7, 7, 2, 0, 4, 0, 5, 6, 0, 8, 6, 5, 6, 9, 0, 7, 0, 2, 9, 3,
# expect:        1, 3, 7, 5, 8, 5, 8, 4, 7, 1, 9, 5, 4, 0, 6, 1, 3, 5, 8, 9, 5, 2,
# expect:        5, 4, 8, 1, 4, 5, 4, 2, 1, 2, 4, 7, 2, 0, 1, 9, 8, 6, 0, 3, 9, 5,
# expect:        4, 7, 6, 2, 0, 0, 7, 5, 3, 2, 9, 2, 6, 1, 2, 6, 5, 2, 0, 6, 4, 2,
# expect:        7, 9, 2, 8, 7, 7, 5, 7, 4, 4, 7, 6, 2, 1, 6, 8, 2, 7, 5, 2, 1, 7,
# expect:        4, 8, 8, 8, 5, 1, 5, 9, 0, 4, 5, 8, 4, 7, 4, 4, 5, 2, 9, 0, 7, 8,
# expect:        4, 5]), array([20, 15, 29, 14, 25, 27, 16, 21, 16, 17]))

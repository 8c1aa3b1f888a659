import numpy as np
# NumPy's default argsort is an introsort; equal keys come out in its (unstable) order
x = np.array([3, 1, 2, 1, 3, 0, 2, 2, 1, 0, 3, 3, 1, 2, 0, 1, 2, 3, 0, 1, 1, 2])
print(np.argsort(x))
print(np.argsort(x, kind='stable'))
print(np.argsort(x, kind='heapsort'))
y = (np.arange(60) * 7) % 5
print(y.argsort())
m = ((np.arange(40) * 13) % 3).reshape(2, 20)
print(np.argsort(m, axis=1))
f = np.array([1.0, np.nan, 0.5, 1.0, np.nan, 0.5, -1.0, 1.0, 0.5, 0.0, 0.0, 1.0, 0.5, 0.5, 2.0, 1.0, 0.5, 1.0])
print(np.argsort(f))
# expect: [14  5  9 18  8  1  3 19 12 15 20 13 21  6  2  7 16  0 11  4 17 10]
# expect: [ 5  9 14 18  1  3  8 12 15 19 20  2  6  7 13 16 21  0  4 10 11 17]
# expect: [14 18  5  9 12  1  3 15 19 20  8 13  6  2 21 16  7 11 10  4 17  0]
# expect: [ 0 35 15 50 55  5 30 20 40 25 10 45 28 58 43 33 23 18 48  8  3 53 38 13
# expect:  51 11 21 26  6 31 56 41  1 36 46 16 44 49 54 29 59 34  4 24  9 19 39 14
# expect:  57  2  7 52 37 47 22 27 32 42 12 17]
# expect: [[ 0 15 12 18  6  9  3  4  7 10 13  1 16 19  8 11  2 14 17  5]
# expect:  [19  1  4 16  7 10 13  2 17  5  8 11 14 15  0 18  6  3 12  9]]
# expect: [ 6  9 10  8  2 13 12  5 16 15 11  0  3  7 17 14  4  1]

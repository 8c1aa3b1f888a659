# np.correlate: 'valid' by default, 'same' and 'full'; a shorter first argument reverses the
# result, complex second arguments are conjugated.
import numpy as np
print(np.correlate([1, 2, 3], [0, 1, 0.5]))
for mode in ['valid', 'same', 'full']:
    print(mode, np.correlate([1, 2, 3, 4], [1, 1], mode), np.correlate([1, 2], [1, 2, 3, 4, 5], mode))
print(np.correlate([1 + 1j, 2, 3j], [0, 1, 0.5j], 'full'))
print(np.correlate([1j, 2], [1, 2j, 3, 4], 'same'))
x = np.sin(np.linspace(0, 10, 50))
print(np.correlate(x, x, 'full')[47:52])
print(np.correlate(np.arange(5), np.arange(3)))

# expect: [3.5]
# expect: valid [3 5 7] [14 11  8  5]
# expect: same [1 3 5 7] [14 11  8  5  2]
# expect: full [1 3 5 7 4] [ 5 14 11  8  5  2]
# expect: [0.5-0.5j 1. +0.j  3.5+0.j  0. +3.j  0. +0.j ]
# expect: [8.+3.j 8.+0.j 0.-3.j 2.+0.j]
# expect: [21.27766611 22.86540531 23.54519111 22.86540531 21.27766611]
# expect: [ 5  8 11]

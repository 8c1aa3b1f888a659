import numpy as np
x = np.arange(12).reshape(3, 4)
print(np.fft.fftshift(np.arange(9)), np.fft.ifftshift(np.arange(9)))
print(np.fft.fftshift(x))
print(np.fft.fftshift(x, axes=1))
# expect: [5 6 7 8 0 1 2 3 4] [4 5 6 7 8 0 1 2 3]
# expect: [[10 11  8  9]
# expect:  [ 2  3  0  1]
# expect:  [ 6  7  4  5]]
# expect: [[ 2  3  0  1]
# expect:  [ 6  7  4  5]
# expect:  [10 11  8  9]]

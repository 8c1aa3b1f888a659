import numpy as np
a = np.array([1, 2, 3, 4, 5])
v = np.array([1, 0, -1])
print(np.convolve(a, v))
print(np.convolve(a, v, mode='same'))
print(np.convolve(a, v, mode='valid'))
print(np.convolve(v, a, 'valid'))
print(np.convolve(np.array([1.0, 2.0]), np.array([0.5, 0.5, 0.5, 0.5]), 'same'))
# expect: [ 1  2  2  2  2 -4 -5]
# expect: [ 2  2  2  2 -4]
# expect: [2 2 2]
# expect: [2 2 2]
# expect: [0.5 1.5 1.5 1.5]

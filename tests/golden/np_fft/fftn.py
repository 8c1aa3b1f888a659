import numpy as np
print(np.fft.fftn(np.arange(8.0).reshape(2, 2, 2)))
print(np.fft.ifftn(np.arange(4.0).reshape(2, 2)))
# expect: [[[ 28.+0.j  -4.+0.j]
# expect:   [ -8.+0.j   0.+0.j]]
# expect: 
# expect:  [[-16.+0.j   0.+0.j]
# expect:   [  0.+0.j   0.+0.j]]]
# expect: [[ 1.5+0.j -0.5+0.j]
# expect:  [-1. +0.j  0. +0.j]]

import numpy as np
from numpy.fft import fft, ifft
import numpy.fft
print(ifft(fft(np.arange(5.0))).real)
print(numpy.fft.fft([1, 2, 3]))
# expect: [0. 1. 2. 3. 4.]
# expect: [ 6. +0.j        -1.5+0.8660254j -1.5-0.8660254j]

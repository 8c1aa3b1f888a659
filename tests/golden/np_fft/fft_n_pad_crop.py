import numpy as np
x = np.arange(5.0)
print(np.fft.fft(x, n=8))
print(np.fft.fft(x, n=3))
# expect: [10.        +0.j         -5.41421356-4.82842712j  2.        +2.j
# expect:  -2.58578644-0.82842712j  2.        +0.j         -2.58578644+0.82842712j
# expect:   2.        -2.j         -5.41421356+4.82842712j]
# expect: [ 3. +0.j        -1.5+0.8660254j -1.5-0.8660254j]

import numpy as np
print(np.fft.fftfreq(8))
print(np.fft.fftfreq(9, d=0.1))
# expect: [ 0.     0.125  0.25   0.375 -0.5   -0.375 -0.25  -0.125]
# expect: [ 0.          1.11111111  2.22222222  3.33333333  4.44444444 -4.44444444
# expect:  -3.33333333 -2.22222222 -1.11111111]

import numpy as np
np.fft.fft(np.arange(4), n=0)
# expect runtime error: ValueError: Invalid number of FFT data points (0) specified.

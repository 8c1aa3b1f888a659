import numpy as np
np.fft.fftfreq(4.0)
# expect runtime error: ValueError: n should be an integer

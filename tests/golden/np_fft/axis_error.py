import numpy as np
np.fft.fft(np.arange(4), axis=1)
# expect runtime error: IndexError: tuple index out of range

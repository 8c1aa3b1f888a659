import numpy as np
np.fft.ifft(np.arange(4), norm='bad')
# expect runtime error: ValueError: Invalid norm value bad; should be "backward", "ortho" or "forward".

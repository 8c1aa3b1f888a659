import numpy as np
print(np.fft.fft(np.arange(6, dtype=np.complex64)).dtype, np.fft.rfft(np.arange(5, dtype=np.float32)).dtype, np.fft.irfft(np.ones(3)).dtype)
# expect: complex128 complex128 float64

import numpy as np
print(np.fft.ifft(np.arange(8.0)))
# expect: [ 3.5+0.j         -0.5-1.20710678j -0.5-0.5j        -0.5-0.20710678j
# expect:  -0.5+0.j         -0.5+0.20710678j -0.5+0.5j        -0.5+1.20710678j]

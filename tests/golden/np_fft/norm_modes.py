import numpy as np
x = np.arange(4)
print(np.fft.fft(x, norm='ortho'))
print(np.fft.fft(x, norm='forward'))
print(np.fft.ifft(x, norm='forward'))
# expect: [ 3.+0.j -1.+1.j -1.+0.j -1.-1.j]
# expect: [ 1.5+0.j  -0.5+0.5j -0.5+0.j  -0.5-0.5j]
# expect: [ 6.+0.j -2.-2.j -2.+0.j -2.+2.j]

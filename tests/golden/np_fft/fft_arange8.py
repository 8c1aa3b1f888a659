import numpy as np
print(np.fft.fft(np.arange(8.0)))
# expect: [28.+0.j         -4.+9.65685425j -4.+4.j         -4.+1.65685425j
# expect:  -4.+0.j         -4.-1.65685425j -4.-4.j         -4.-9.65685425j]

import numpy as np
print(np.fft.rfftfreq(8))
print(np.fft.rfftfreq(9, 0.5))
# expect: [0.    0.125 0.25  0.375 0.5  ]
# expect: [0.         0.22222222 0.44444444 0.66666667 0.88888889]

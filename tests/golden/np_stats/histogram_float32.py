import numpy as np
x = np.random.RandomState(3).randn(500).astype(np.float32)
print(np.histogram(x, bins=5))
print(np.histogram(x, bins=5, range=(-1.5, 1.5)))
# expect: (array([ 20, 102, 224, 122,  32]), array([-2.9839702, -1.8248005, -0.6656307,  0.493539 ,  1.6527088,
# expect:         2.8118784], dtype=float32))
# expect: (array([ 57, 106, 121,  86,  57]), array([-1.5, -0.9, -0.3,  0.3,  0.9,  1.5], dtype=float32))

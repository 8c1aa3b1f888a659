import numpy as np
print(np.mgrid[0:1:5j], np.mgrid[0:5], np.mgrid[0:2:0.5], np.mgrid[3:0:-1])
# expect: [0.   0.25 0.5  0.75 1.  ] [0 1 2 3 4] [0.  0.5 1.  1.5] [3 2 1]

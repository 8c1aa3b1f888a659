import numpy as np
print(np.asarray(['q']), np.array(np.array(['r', 's'])))
# expect: ['q'] ['r' 's']

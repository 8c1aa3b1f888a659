import warnings
import numpy as np
warnings.simplefilter('ignore')
a = np.array([b'a', b'bc'])
print(a == 'a', a != 'a')
# expect: False True

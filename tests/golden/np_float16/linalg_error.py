import numpy as np
np.linalg.inv(np.eye(2, dtype=np.float16))
# expect runtime error: TypeError: array type float16 is unsupported in linalg

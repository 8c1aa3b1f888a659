import numpy as np
x = np.frombuffer(b'ab', dtype=np.uint8)
x[0] = 1
# expect runtime error: ValueError: assignment destination is read-only

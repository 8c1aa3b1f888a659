import numpy as np
dt = np.dtype([('x', 'f8')])
dt['z']
# expect runtime error: KeyError: "Field named 'z' not found."

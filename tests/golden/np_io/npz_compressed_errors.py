# savez_compressed's messages: a keyword that collides with a positional name, no file.
import numpy as np
import os, tempfile
p = os.path.join(tempfile.mkdtemp(), 'x.npz')
try:
    np.savez_compressed(p, np.ones(2), arr_0=np.zeros(2))
except ValueError as e:
    print(e)
np.savez_compressed()

# expect: Cannot use un-named variables and keyword arr_0
# expect runtime error: TypeError: savez_compressed() missing 1 required positional argument: 'file'

# numba.__version__ is the oracle's version, and numba.cuda is the same module either way.
import numba
from numba import cuda
import numba.cuda
print(numba.__version__)
print(cuda is numba.cuda)

# expect: 0.56.4
# expect: True

# `from numba.cuda import grid` fails as in Numba's simulator: grid exists only inside kernels.
from numba.cuda import grid
# expect runtime error: ImportError: cannot import name 'grid' from 'numba.cuda' (/usr/lib/python3/dist-packages/numba/cuda/__init__.py)

# numba.config.NUMBA_NUM_THREADS and numba.get_num_threads(): the threads prange uses.
import numba
from numba import config
from numba.core import config as core_config

print(config.NUMBA_NUM_THREADS > 0)
print(numba.get_num_threads() == config.NUMBA_NUM_THREADS)
print(core_config.NUMBA_DEFAULT_NUM_THREADS >= 1)
print(type(numba.config.NUMBA_NUM_THREADS).__name__)
# expect: True
# expect: True
# expect: True
# expect: int

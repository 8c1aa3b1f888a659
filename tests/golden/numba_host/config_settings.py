# numba.config's settings with Numba 0.56's defaults, NUMBA_* variables read as it reads them
# (int() of the text; a value that is not a number keeps the default).
# env: NUMBA_ENABLE_CUDASIM=1 NUMBA_OPT=x
from numba import config
print(config.DISABLE_JIT, config.ENABLE_CUDASIM, config.DEBUG, config.OPT)
print(config.DEVELOPER_MODE, config.FULL_TRACEBACKS, config.DISABLE_PERFORMANCE_WARNINGS)
print(config.CUDA_LOW_OCCUPANCY_WARNINGS, config.CUDA_WARN_ON_IMPLICIT_COPY)
print(type(config.NUMBA_NUM_THREADS).__name__, config.NUMBA_NUM_THREADS >= 1)
# expect: 0 1 0 3
# expect: 0 0 0
# expect: 1 1
# expect: int True

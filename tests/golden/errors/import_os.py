import os
# no-cross-check: Weft-specific compile error
# expect error: import_os.py:1:8: error: module 'os' is not supported in Weft (available: numpy, math, cmath, random, time, timeit, ctypes, numba, dataclasses, itertools, functools, statistics)

from sys import argv
# no-cross-check: Weft-specific compile error
# expect error: from_sys.py:1:6: error: module 'sys' is not supported in Weft (available: numpy, math, cmath, random, time, timeit, ctypes, numba, dataclasses, itertools, functools, statistics)

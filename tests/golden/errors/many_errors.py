import socket
x = 1
async def f():
    pass
print(x)
# no-cross-check: Weft-specific compile error
# expect error: many_errors.py:1:8: error: module 'socket' is not supported in Weft (available: numpy, math, cmath, random, time, timeit, ctypes, numba, dataclasses, sys, os, string, copy, operator, collections, itertools, functools, statistics)
# expect error: many_errors.py:3:1: error: async/await is not supported in Weft

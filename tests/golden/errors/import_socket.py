import socket
# no-cross-check: Weft-specific compile error
# expect error: import_socket.py:1:8: error: module 'socket' is not supported in Weft (available: numpy, math, cmath, random, time, timeit, ctypes, numba, dataclasses, sys, os, string, copy, operator, collections, itertools, functools, statistics)

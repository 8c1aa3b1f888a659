# Without a GPU a stream is Numba's simulator's class `stream` (lower case); a missing attribute
# names it.
from numba import cuda

s = cuda.stream()
print(type(s).__name__)
print(type(cuda.event()).__name__)
try:
    s.nothing_here
except AttributeError as e:
    print(e)

# expect: stream
# expect: Event
# expect: 'stream' object has no attribute 'nothing_here'

# Keys as CPython makes them: f(1) and f(1.0) are two entries, f(1.0) and f(True) one;
# keyword arguments count in the order they are given.
from functools import lru_cache
@lru_cache(maxsize=None)
def f(x, y=0):
    return (type(x).__name__, x, y)
print(f(1), f(1.0), f(True), f(1, 2), f(1, y=2), f(x=1, y=2), f(y=2, x=1))
print(f.cache_info())

# expect: ('int', 1, 0) ('float', 1.0, 0) ('float', 1.0, 0) ('int', 1, 2) ('int', 1, 2) ('int', 1, 2) ('int', 1, 2)
# expect: CacheInfo(hits=1, misses=6, maxsize=None, currsize=6)

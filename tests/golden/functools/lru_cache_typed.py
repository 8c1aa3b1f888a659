# typed=True caches 1 and 1.0 separately even where they would share an entry.
from functools import lru_cache
@lru_cache(typed=True)
def f(x):
    return type(x).__name__
print(f(1.0), f(True), f(1), f.cache_info())

# expect: float bool int CacheInfo(hits=0, misses=3, maxsize=128, currsize=3)

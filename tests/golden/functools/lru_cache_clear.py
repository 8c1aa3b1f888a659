# cache_clear empties the cache and resets the counters; cache_parameters.
from functools import lru_cache
@lru_cache(maxsize=32, typed=True)
def sq(x):
    return x * x
sq(2); sq(2); sq(3)
print(sq.cache_info())
sq.cache_clear()
print(sq.cache_info(), sq.cache_parameters())
print(sq(4), sq.cache_info())

# expect: CacheInfo(hits=1, misses=2, maxsize=32, currsize=2)
# expect: CacheInfo(hits=0, misses=0, maxsize=32, currsize=0) {'maxsize': 32, 'typed': True}
# expect: 16 CacheInfo(hits=0, misses=1, maxsize=32, currsize=1)

# @lru_cache, @lru_cache() and @lru_cache(maxsize=128) are the same cache.
from functools import lru_cache
@lru_cache
def a(x):
    return x + 1
@lru_cache()
def b(x):
    return x + 2
@lru_cache(maxsize=128)
def c(x):
    return x + 3
print(a(1), a(1), b(1), b(2), c(5), c(5), c(5))
print(a.cache_info(), b.cache_info(), c.cache_info(), sep='\n')
info = c.cache_info()
print(info.hits, info.misses, info.maxsize, info.currsize, info == (2, 1, 128, 1), tuple(info), info[0])

# expect: 2 2 3 4 8 8 8
# expect: CacheInfo(hits=1, misses=1, maxsize=128, currsize=1)
# expect: CacheInfo(hits=0, misses=2, maxsize=128, currsize=2)
# expect: CacheInfo(hits=2, misses=1, maxsize=128, currsize=1)
# expect: 2 1 128 1 True (2, 1, 128, 1) 2

# A bounded cache drops the least recently used entry; a hit makes an entry recent.
from functools import lru_cache
@lru_cache(maxsize=2)
def f(x):
    print('compute', x)
    return x * 10
f(1); f(2); f(1); f(3); f(2); f(1); f(3)
print(f.cache_info())
@lru_cache(maxsize=0)
def g(x):
    return x
g(1); g(1)
print(g.cache_info())

# expect: compute 1
# expect: compute 2
# expect: compute 3
# expect: compute 2
# expect: compute 1
# expect: compute 3
# expect: CacheInfo(hits=1, misses=6, maxsize=2, currsize=2)
# expect: CacheInfo(hits=0, misses=2, maxsize=0, currsize=0)

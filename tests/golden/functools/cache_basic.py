# cache is lru_cache(maxsize=None).
from functools import cache
calls = []
@cache
def fact(n):
    calls.append(n)
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(10), fact(12), len(calls), fact.cache_info())

# expect: 3628800 479001600 12 CacheInfo(hits=1, misses=12, maxsize=None, currsize=12)

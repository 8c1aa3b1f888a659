# A memoized recursive fib(100) is fast: each value is computed once.
from functools import lru_cache
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(100))
print(fib.cache_info())
print(fib(300) % 1000000007, fib.cache_info().hits)

# expect: 354224848179261915075
# expect: CacheInfo(hits=98, misses=101, maxsize=None, currsize=101)
# expect: 644264086 299

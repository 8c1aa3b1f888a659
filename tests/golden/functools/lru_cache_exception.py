# A call that raises caches nothing.
from functools import lru_cache
@lru_cache
def inv(x):
    return 1 / x
try:
    inv(0)
except ZeroDivisionError as e:
    print('error', e)
print(inv(4), inv.cache_info())

# expect: error division by zero
# expect: 0.25 CacheInfo(hits=0, misses=2, maxsize=128, currsize=1)

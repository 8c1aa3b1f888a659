# Arguments must be hashable to be cached.
from functools import lru_cache
@lru_cache
def total(xs):
    return sum(xs)
print(total((1, 2)))
total([1, 2])

# expect: 3
# expect runtime error: TypeError: unhashable type: 'list'

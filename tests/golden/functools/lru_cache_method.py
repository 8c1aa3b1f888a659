# lru_cache on a method: the instance is part of the key.
from functools import lru_cache
class Grid:
    def __init__(self, n):
        self.n = n
    @lru_cache(maxsize=None)
    def paths(self, r, c):
        if r == 0 or c == 0:
            return 1
        return self.paths(r - 1, c) + self.paths(r, c - 1)
g = Grid(3)
print(g.paths(3, 3), g.paths(10, 10), Grid.paths.cache_info().currsize > 0)

# expect: 20 184756 True

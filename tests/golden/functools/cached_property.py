# cached_property: computed on first read, then the instance's own attribute; del recomputes.
from functools import cached_property
class Data:
    def __init__(self, xs):
        self.xs = xs
    @cached_property
    def stats(self):
        """Summary statistics."""
        print("computing stats")
        return (min(self.xs), max(self.xs), sum(self.xs) / len(self.xs))
d = Data([3, 1, 4, 1, 5])
print(d.stats)
print(d.stats, "stats" in vars(d), Data.stats.__doc__, type(Data.stats).__name__)
del d.stats
print(d.stats)
# expect: computing stats
# expect: (1, 5, 2.8)
# expect: (1, 5, 2.8) True Summary statistics. cached_property
# expect: computing stats
# expect: (1, 5, 2.8)

# weakref.proxy forwards attributes and calls; once the object is gone, ReferenceError.
import weakref

class Counter:
    def __init__(self):
        self.n = 0
    def bump(self):
        self.n += 1
        return self.n

c = Counter()
p = weakref.proxy(c)
p.bump()
p.n += 10
print(p.n, c.n, p.bump())
del c
p.n
# expect: 11 11 12
# expect runtime error: ReferenceError: weakly-referenced object no longer exists

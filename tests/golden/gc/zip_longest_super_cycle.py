# A zip_longest stored on what it zips, and a super object stored on the instance it is bound
# to, are parts of cycles the collector frees.
import gc
import itertools


class Holder:
    pass


class Base:
    def hello(self):
        return "base"


class Child(Base):
    def __init__(self):
        self.parent = super()

    def hello(self):
        return "child of " + self.parent.hello()


def zipped():
    h = Holder()
    h.it = itertools.zip_longest([h], [1, 2], fillvalue=h)


def bound_super():
    c = Child()
    return c.hello()


gc.collect()
zipped()
print("zip_longest", gc.collect() > 0, gc.collect())
print(bound_super())
print("super", gc.collect() > 0, gc.collect())
z = itertools.zip_longest("ab", "c", fillvalue="-")
print(list(z))
# expect: zip_longest True 0
# expect: child of base
# expect: super True 0
# expect: [('a', 'c'), ('b', '-')]

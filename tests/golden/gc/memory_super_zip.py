# Half a million cycles through super objects and zip_longest iterators stay within a small
# memory bound.
# (Under ASan the quarantine would hold freed memory: the test turns it off.)
# env: WEFT_MAX_MEMORY=64M ASAN_OPTIONS=detect_leaks=1:quarantine_size_mb=0
import itertools


class Base:
    pass


class Child(Base):
    def __init__(self):
        self.up = super()


for i in range(250000):
    c = Child()
    c.z = itertools.zip_longest([c], [i])
print("done")
# expect: done

# A million cycles through iterators, partials and bound builtin methods (an object holding an
# iterator over a list that holds the object, a partial bound into an attribute of its own
# argument) stay within a small memory bound.
# (Under ASan the quarantine would hold freed memory: the test turns it off.)
# env: WEFT_MAX_MEMORY=64M ASAN_OPTIONS=detect_leaks=1:quarantine_size_mb=0
import functools


class Holder:
    pass


for i in range(250000):
    h = Holder()
    h.it = iter([h, i])
    p = Holder()
    p.cb = functools.partial(print, p)
    d = {}
    d["keys"] = d.keys()
    l = []
    l.append(l.append)
print("done")
# expect: done

# itertools iterators stored on what they iterate over are part of cycles the collector frees.
import gc
import itertools


class Holder:
    pass


def make(kind):
    h = Holder()
    src = [h]
    if kind == "cycle":
        h.it = itertools.cycle(src)
    elif kind == "chain":
        h.it = itertools.chain(src, src)
    elif kind == "islice":
        h.it = itertools.islice(src, 1)
    elif kind == "repeat":
        h.it = itertools.repeat(h)
    else:
        h.it = itertools.accumulate(src)


gc.collect()
for kind in ["cycle", "chain", "islice", "repeat", "accumulate"]:
    make(kind)
    print(kind, gc.collect() > 0, gc.collect())
# expect: cycle True 0
# expect: chain True 0
# expect: islice True 0
# expect: repeat True 0
# expect: accumulate True 0

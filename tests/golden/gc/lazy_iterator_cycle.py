# map, filter, zip and enumerate objects stored on what they iterate over are collected.
import gc


class Holder:
    pass


def make(kind):
    h = Holder()
    src = [h]
    if kind == "map":
        h.it = map(str, src)
    elif kind == "filter":
        h.it = filter(None, src)
    elif kind == "zip":
        h.it = zip(src, src)
    else:
        h.it = enumerate(src)


gc.collect()
for kind in ["map", "filter", "zip", "enumerate"]:
    make(kind)
    print(kind, gc.collect() > 0, gc.collect())
# expect: map True 0
# expect: filter True 0
# expect: zip True 0
# expect: enumerate True 0

# weakref.finalize: the call runs once, when the object goes or when called; alive, detach.
import weakref

class Resource:
    pass

def release(name, *, verbose=False):
    print("release", name, verbose)
    return name

r = Resource()
f = weakref.finalize(r, release, "r", verbose=True)
print(f.alive, f.atexit)
del r
print(f.alive, f())
s = Resource()
g = weakref.finalize(s, release, "s")
print(g(), g.alive, g())
t = Resource()
h = weakref.finalize(t, release, "t")
info = h.detach()
print(h.alive, info[1] is release, info[2], h.detach())
info = None
del t
print("done")
# expect: True True
# expect: release r True
# expect: False None
# expect: release s False
# expect: s False None
# expect: False True ('t',) None
# expect: done

# Cycles through a dict, and through a tuple holding a list, are found.
import gc

gc.collect()
d = {}
d["self"] = d
del d
print(gc.collect())
t = ([],)
t[0].append(t)
del t
print(gc.collect())
# expect: 1
# expect: 2

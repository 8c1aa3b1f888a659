# A list that contains itself is freed by gc.collect(), which counts it.
import gc
gc.collect()
a = []
a.append(a)
del a
print(gc.collect())
b, c = [], []
b.append(c)
c.append(b)
del b, c
print(gc.collect())
print(gc.collect())
# expect: 1
# expect: 2
# expect: 0

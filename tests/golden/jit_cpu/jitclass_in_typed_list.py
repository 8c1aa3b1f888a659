# jitclass instances in a numba.typed.List: made and appended in @njit code, read back on the
# host (the instances themselves), appended to on the host and scanned again in @njit code.
from numba import njit, float64, int64
from numba.experimental import jitclass
from numba.typed import List

@jitclass([('ident', int64), ('weight', float64)])
class Item:
    def __init__(self, ident, weight):
        self.ident = ident
        self.weight = weight

@njit
def heaviest(items):
    top = items[0]
    for it in items:
        if it.weight > top.weight:
            top = it
    return top.ident, top.weight

@njit
def build(n):
    out = List()
    for i in range(n):
        out.append(Item(i, (i * 7 % 5) * 0.5))
    return out

items = build(5)
print(len(items), heaviest(items))
print([it.weight for it in items], items[2].ident)
items.append(Item(42, 9.0))
print(heaviest(items), len(items))
host = List()
host.append(Item(1, 1.0))
host.append(Item(2, 3.0))
print(heaviest(host))
# expect: 5 (2, 2.0)
# expect: [0.0, 1.0, 2.0, 0.5, 1.5] 2
# expect: (42, 9.0) 6
# expect: (2, 3.0)

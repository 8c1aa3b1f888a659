# numba.typed.List and Dict passed to, made in and returned from @njit functions.
from numba import njit, types
from numba.typed import List, Dict
@njit
def total(lst):
    s = 0
    for x in lst:
        s += x
    return s
@njit
def make(n):
    out = List()
    for i in range(n):
        out.append(i * 2)
    return out
@njit
def count_words(words):
    counts = Dict.empty(key_type=types.unicode_type, value_type=types.int64)
    for w in words:
        if w in counts:
            counts[w] += 1
        else:
            counts[w] = 1
    return counts
@njit
def dsum(d):
    t = 0.0
    for k, v in d.items():
        t += v
    return t
l = List([1, 2, 3])
print(total(l), make(4), repr(make(2)))
c = count_words(List(['a', 'b', 'a']))
print(c, repr(c), dsum(Dict.empty(types.int64, types.float64)))
d = Dict.empty(types.unicode_type, types.float64)
d['x'] = 1.5; d['y'] = 2.0
print(dsum(d))
# expect: 6 [0, 2, 4, 6] ListType[int64]([0, 2])
# expect: {a: 2, b: 1} DictType[unicode_type,int64]<iv=None>({a: 2, b: 1}) 0.0
# expect: 3.5

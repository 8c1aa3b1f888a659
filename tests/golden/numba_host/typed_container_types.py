# numba.types.ListType / DictType: their reprs, the types they hold, typeof of typed containers
# compared with them, and signatures declared over them.
from numba import njit, typeof, types
from numba.typed import List, Dict

lt = types.ListType(types.int64)
dt = types.DictType(types.unicode_type, types.float64)
print(lt, dt)
print(repr(lt), repr(dt), lt.item_type, dt.key_type, dt.value_type)
l = List.empty_list(types.int64)
d = Dict.empty(key_type=types.unicode_type, value_type=types.float64)
print(typeof(l) == lt, typeof(d) == dt, typeof(l) == dt, isinstance(lt, types.ListType), isinstance(lt, types.DictType))
print(types.float64(types.ListType(types.float64)))
print(types.int64(dt, types.int64))

@njit(types.float64(types.ListType(types.float64)))
def lsum(xs):
    s = 0.0
    for x in xs:
        s += x
    return s

print(lsum.signatures, lsum.nopython_signatures)
fl = List.empty_list(types.float64)
fl.append(1.5)
fl.append(2.0)
print(lsum(fl), lsum.nopython_signatures)
try:
    lsum(List([1, 2]))
except TypeError as e:
    print(e)

int_list = types.ListType(types.int64)

@njit
def build(keys):
    out = Dict.empty(key_type=types.unicode_type, value_type=int_list)
    for i, k in enumerate(keys):
        inner = List.empty_list(types.int64)
        inner.append(i)
        out[k] = inner
    return out

r = build(List(['a', 'b']))
print(r, repr(r))
print(build.nopython_signatures)
# expect: ListType[int64] DictType[unicode_type,float64]<iv=None>
# expect: ListType[int64] DictType[unicode_type,float64]<iv=None> int64 unicode_type float64
# expect: True True False True False
# expect: (ListType[float64],) -> float64
# expect: (DictType[unicode_type,float64]<iv=None>, int64) -> int64
# expect: [(ListType[float64],)] [(ListType[float64],) -> float64]
# expect: 3.5 [(ListType[float64],) -> float64]
# expect: No matching definition for argument type(s) ListType[int64]
# expect: {a: [0], b: [1]} DictType[unicode_type,ListType[int64]]<iv=None>({a: [0], b: [1]})
# expect: [(ListType[unicode_type],) -> DictType[unicode_type,ListType[int64]]<iv=None>]

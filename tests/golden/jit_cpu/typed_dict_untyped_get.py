# d = Dict() in @njit with nothing ever stored into it is Numba's DictType[undefined,undefined]:
# d.get(key) is a TypingError (its overload resolution, for the literal key, then its type).
# A Dict() that some d[k] = v types is fine.
from numba import njit
from numba.typed import Dict

@njit
def typed_later():
    d = Dict()
    d[1] = 2.5
    return d.get(1), d.get(7, -1.0)

@njit
def f():
    d = Dict()
    return d.get(1)

print(typed_later())
f()
# expect: (2.5, -1.0)
# expect stderr: numba.core.errors.TypingError: Failed in nopython mode pipeline (step: nopython frontend)
# expect stderr:  >>> impl_get(DictType[undefined,undefined]<iv=None>, Literal[int](1))
# expect stderr:  >>> impl_get(DictType[undefined,undefined]<iv=None>, int64)
# expect stderr: During: resolving callee type: BoundFunction((<class 'numba.core.types.containers.DictType'>, 'get') for DictType[undefined,undefined]<iv=None>)
# expect stderr: During: typing of call at typed_dict_untyped_get.py (16)
# expect stderr:     return d.get(1)
# expect runtime error:     ^

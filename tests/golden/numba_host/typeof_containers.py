# numba.typeof of a list of one item type is Numba's reflected list; of typed containers their
# ListType / DictType.
import numpy as np
import numba
from numba import typed, types

print(numba.typeof([1, 2, 3]), numba.typeof([1.5]), numba.typeof(['a', 'b']))
print(numba.typeof([np.zeros(2), np.ones(2)]))
print(numba.typeof(typed.List([1.0])), numba.typeof(typed.List([np.zeros(2)])))
d = typed.Dict.empty(key_type=types.unicode_type, value_type=types.int64)
print(numba.typeof(d))
# expect: reflected list(int64)<iv=None> reflected list(float64)<iv=None> reflected list(unicode_type)<iv=None>
# expect: reflected list(array(float64, 1d, C))<iv=None>
# expect: ListType[float64] ListType[array(float64, 1d, C)]
# expect: DictType[unicode_type,int64]<iv=None>

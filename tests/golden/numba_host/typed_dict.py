# numba.typed.Dict on the host: Dict.empty(key_type=, value_type=) or typed by the first item;
# str prints keys and values by str(), repr names the types.
import numpy as np
from numba import types
from numba.typed import Dict
d = Dict.empty(key_type=types.unicode_type, value_type=types.float64)
d['a'] = 1.5; d['b'] = 2
print(d, repr(d), len(d), d['b'], type(d).__name__, 'a' in d, 'z' in d)
print(list(d.keys()), list(d.values()), list(d.items()), d.get('c', 5.0), dict(d))
print(d.pop('a'), d, d.setdefault('c', 3), repr(d))
e = Dict()
print(repr(e))
e[1] = 'x'
print(e, repr(e))
g = Dict(); g['k'] = np.arange(3.0)
print(repr(g))
for k in d:
    print(k, d[k])
# expect: {a: 1.5, b: 2.0} DictType[unicode_type,float64]<iv=None>({a: 1.5, b: 2.0}) 2 2.0 Dict True False
# expect: ['a', 'b'] [1.5, 2.0] [('a', 1.5), ('b', 2.0)] 5.0 {'a': 1.5, 'b': 2.0}
# expect: 1.5 {b: 2.0, c: 3.0} 3.0 DictType[unicode_type,float64]<iv=None>({b: 2.0, c: 3.0})
# expect: None({})
# expect: {1: x} DictType[int64,unicode_type]<iv=None>({1: x})
# expect: DictType[unicode_type,array(float64, 1d, C)]<iv=None>({k: [0. 1. 2.]})
# expect: b 2.0
# expect: c 3.0

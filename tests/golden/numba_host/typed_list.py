# numba.typed.List on the host: the item type comes from the first item (or empty_list), items
# convert to it, and it prints as Numba prints it (str like a list, repr with its type).
import numpy as np
from numba import types
from numba.typed import List
l = List()
print(repr(l), len(l))
l.append(1); l.append(2); l.append(3)
print(l, repr(l), len(l), l[0], l[-1], type(l).__name__, isinstance(l, List))
f = List([1.5]); f.append(2)
print(f, repr(f), type(f[1]).__name__)
print(repr(List([np.float32(1.5)])), repr(List([True])), repr(List(['a', 'bc'])), List(['a', 'bc']))
print(repr(List.empty_list(types.float64)), repr(List.empty_list(types.unicode_type)))
print(l.pop(), l, l.index(2), l.count(1), 2 in l, 7 in l)
l.extend([7, 8]); l.insert(0, 9); l[1] = 4
print(l, l == List([9, 4, 2, 7, 8]), repr(l[1:3]), list(l), [x * 2 for x in l])
print(repr(List([np.arange(2)])))
# expect: ListType[Undefined]([]) 0
# expect: [1, 2, 3] ListType[int64]([1, 2, 3]) 3 1 3 List True
# expect: [1.5, 2.0] ListType[float64]([1.5, 2.0]) float
# expect: ListType[float32]([1.5]) ListType[bool]([True]) ListType[unicode_type]([a, bc]) [a, bc]
# expect: ListType[float64]([]) ListType[unicode_type]([])
# expect: 3 [1, 2] 1 1 True False
# expect: [9, 4, 2, 7, 8] True ListType[int64]([4, 2]) [9, 4, 2, 7, 8] [18, 8, 4, 14, 16]
# expect: ListType[array(int64, 1d, C)]([[0 1]])

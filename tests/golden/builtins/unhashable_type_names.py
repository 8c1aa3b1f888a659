# The unhashable-type message names the type as CPython 3.11 does: a builtin's plain name,
# a C-implemented library class with its module (types.SimpleNamespace), a user class by name;
# slices are unhashable in 3.11.
from types import SimpleNamespace
from collections import deque, Counter


class Plain:
    __hash__ = None


class EqOnly:
    def __eq__(self, other):
        return True


class NS(SimpleNamespace):
    pass


for value in [[1], {}, set(), bytearray(b""), deque(), Counter(), SimpleNamespace(x=1),
              slice(1, 2), Plain(), EqOnly(), NS()]:
    try:
        hash(value)
    except TypeError as e:
        print(e)
# expect: unhashable type: 'list'
# expect: unhashable type: 'dict'
# expect: unhashable type: 'set'
# expect: unhashable type: 'bytearray'
# expect: unhashable type: 'collections.deque'
# expect: unhashable type: 'Counter'
# expect: unhashable type: 'types.SimpleNamespace'
# expect: unhashable type: 'slice'
# expect: unhashable type: 'Plain'
# expect: unhashable type: 'EqOnly'
# expect: unhashable type: 'NS'
d = {}
try:
    d[SimpleNamespace()] = 1
except TypeError as e:
    print(e)
# expect: unhashable type: 'types.SimpleNamespace'
print([1, 2, 3][slice(1, None)])
# expect: [2, 3]

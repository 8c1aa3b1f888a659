# getitem, setitem, delitem.
import operator as op
d = {"a": 1}
op.setitem(d, "b", 2)
print(op.getitem(d, "b"), d)
l = [1, 2, 3]
op.delitem(l, 0)
print(l, op.getitem(l, slice(0, 1)), op.getitem("xyz", -1))

# expect: 2 {'a': 1, 'b': 2}
# expect: [2, 3] [2] z

# Special methods of builtin values called by name.
print((10).__add__(5), (5).__radd__(1), (3.5).__mul__(2), (7).__neg__(), (-7).__abs__(), (6).__and__(3))
print((5).__add__("a"), int.__add__(1, 2), str.__len__("abc"), (10).__eq__(10), "a".__lt__("b"))
print([1, 2].__len__(), "ab".__contains__("a"), "ab".__add__("c"), {1: 2}.__getitem__(1))
print([].__hash__, (5).__hash__() == hash(5), (1.5).__repr__(), [1].__str__(), (255).__format__("x"))
d = {}
d.__setitem__("k", 1)
it = iter([7])
print(d, it.__next__(), (5).__class__.__name__, {1, 2}.__or__({3}))

# expect: 15 6 7.0 -7 7 2
# expect: NotImplemented 3 3 True True
# expect: 2 True abc 2
# expect: None True 1.5 [1] ff
# expect: {'k': 1} 7 int {1, 2, 3}

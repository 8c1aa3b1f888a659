# hasattr on special methods follows what each builtin type supports.
print(hasattr([], "__iter__"), hasattr(5, "__iter__"), hasattr("s", "__len__"), hasattr(5, "__len__"))
print(hasattr(iter([]), "__next__"), hasattr([], "__getitem__"), hasattr({}, "__contains__"))
print(hasattr(5, "__add__"), hasattr([], "__add__"), hasattr({}, "__add__"), getattr(5, "__len__", "none"))
def is_iterable(x):
    return hasattr(x, "__iter__")
print([is_iterable(v) for v in ([1], "s", {}, 3, 2.5, (1,), range(2))])

# expect: True False True False
# expect: True True True
# expect: True True False none
# expect: [True, True, True, False, False, True, True]

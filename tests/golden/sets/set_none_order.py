# Sets holding None list it where CPython does: None hashes by its address there, which is the
# same in every run of Debian's python3 (not position-independent)
print({None, 0}, {0, None}, {None, 1, 2, 3})
print({None, "x"} - {"x"}, set([None, 6, 14, 30]), frozenset({None, 7}))
print({None, *range(20)})
print(list({None: 1, 0: 2}), hash(None))
# expect: {0, None} {0, None} {1, 2, 3, None}
# expect: {None} {None, 30, 6, 14} frozenset({None, 7})
# expect: {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, None}
# expect: [None, 0] 612812

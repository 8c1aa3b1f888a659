# tuples: repr, indexing, slicing, concatenation, comparison, methods.
t = (1, "two", 3.0)
print(t, (), (5,), t[1], t[-1], t[1:], t[::-1], t + (4,), (0,) * 3, len(t))
print((1, 2) < (1, 3), (1, 2) < (1, 2, 0), (2,) > (1, 9), (1, 2) == (1, 2), (1, 2) == [1, 2])
print(t.index(3.0), t.count(1), 3 in t, "x" in t, [(1, 2), (3, 4)], ((1, 2), [3]))

# expect: (1, 'two', 3.0) () (5,) two 3.0 ('two', 3.0) (3.0, 'two', 1) (1, 'two', 3.0, 4) (0, 0, 0) 3
# expect: True True True True False
# expect: 2 1 True False [(1, 2), (3, 4)] ((1, 2), [3])

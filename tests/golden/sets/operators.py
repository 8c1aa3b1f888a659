# | & - ^ and comparisons between sets and frozensets
a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a | b, a & b, a - b, b - a, a ^ b)
f = frozenset(b)
print(a | f, f | a, f & a, f - a, a ^ f)
print(a == {4, 3, 2, 1}, a != b, {1, 2} < a, {1, 2} <= {1, 2}, a > {1}, a >= a, {1} < {1})
print(frozenset({1, 2}) == {1, 2}, {1, 2} == [1, 2], set() == frozenset())
print(3 in a, 7 not in a, {1} in [{1}], frozenset({1}) in {frozenset({1})})
print({1} in {frozenset({1})}, sorted(a ^ b), a.isdisjoint(b), a.isdisjoint([9]))
print(a.issubset(range(10)), a.issuperset([1, 2]), f.issubset(b), set().issubset(a))
# expect: {1, 2, 3, 4, 5, 6} {3, 4} {1, 2} {5, 6} {1, 2, 5, 6}
# expect: {1, 2, 3, 4, 5, 6} frozenset({1, 2, 3, 4, 5, 6}) frozenset({3, 4}) frozenset({5, 6}) {1, 2, 5, 6}
# expect: True True True True True True False
# expect: True False True
# expect: True True True True
# expect: True [1, 2, 5, 6] False True
# expect: True True True True

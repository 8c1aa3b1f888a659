# enumerate with start=, zip of several iterables (stops at the shortest).
for i, c in enumerate("abc"):
    print(i, c)
print(list(enumerate([10, 20], start=5)), list(zip([1, 2, 3], "ab")), list(zip()), list(zip([1], [2], [3])))
for a, b, c in zip(range(3), [4, 5, 6], (7, 8, 9)):
    print(a + b + c)

# expect: 0 a
# expect: 1 b
# expect: 2 c
# expect: [(5, 10), (6, 20)] [(1, 'a'), (2, 'b')] [] [(1, 2, 3)]
# expect: 11
# expect: 14
# expect: 17

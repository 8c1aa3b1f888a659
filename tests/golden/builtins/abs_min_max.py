# abs, min, max with key= and default=.
print(abs(-3), abs(2.5), abs(-0.0), abs(True), abs(-7.25))
print(min(3, 1, 2), max([4, 9, 2]), min("hello"), max(1, 2.5), min([3, 1, 2], key=lambda v: -v))
print(max(["aa", "b", "ccc"], key=len), min([], default="empty"), max((1, 5), (1, 7)), max([2, 2.0]))

# expect: 3 2.5 0.0 1 7.25
# expect: 1 9 e 2.5 3
# expect: ccc empty (1, 7) 2

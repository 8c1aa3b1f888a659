# sets of numbers print in CPython's table order: displays, set(), growth, collisions
print({3, 1, 2, 100, 33})
print({5, 3}, {8, 0}, {16, 8, 0}, {0, 8, 16, 24, 32})
x, y = 33, 100
print({3, 1, 2, y, x})
print(set([3, 1, 2, 100, 33]), set(range(20, 0, -3)))
print({-1, -2, 7, 2 ** 40, 0.5, 1.5, 2.0})
print({(1, 2), (2, 1), (0, 0)})
print({i * 8 for i in range(12)}, {i * 32 for i in range(7)})
s = set()
for i in range(0, 600, 37):
    s.add(i)
print(s)
print(set(), {1}, {True, 1, 1.0}, len({0, False, 0.0}))
# expect: {1, 2, 3, 100, 33}
# expect: {3, 5} {8, 0} {16, 8, 0} {0, 32, 16, 8, 24}
# expect: {1, 2, 3, 100, 33}
# expect: {1, 2, 3, 100, 33} {2, 5, 8, 11, 14, 17, 20}
# expect: {1099511627776, 0.5, 2.0, 1.5, -2, 7, -1}
# expect: {(1, 2), (2, 1), (0, 0)}
# expect: {0, 32, 64, 8, 40, 72, 16, 48, 80, 24, 56, 88} {0, 32, 64, 96, 128, 160, 192}
# expect: {0, 481, 259, 37, 518, 296, 74, 555, 333, 111, 592, 370, 148, 407, 185, 444, 222}
# expect: set() {1} {True} 1

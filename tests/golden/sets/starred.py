# * in set displays
a = [5, 1, 9]
print({*a}, {0, *a, 2}, {*a, *range(3)}, {*'', 7})
print({*{40, 8}, 16})
# expect: {1, 5, 9} {0, 1, 2, 5, 9} {0, 1, 2, 5, 9} {7}
# expect: {40, 8, 16}

# A big result that fits int64 again is a small int: ==, `is`, containment and type agree.
big = 2 ** 64
x = big - big + 5
print(x, x == 5, x is 5, type(x))
y = (2 ** 70) // (2 ** 10)
print(y, y == 2 ** 60, y in [2 ** 60], [2 ** 60].index(y))
z = 10 ** 30
print(z == 10 ** 30, z != 10 ** 30 + 1, z in [1, 10 ** 30], bool(z), not z)
# expect: 5 True True <class 'int'>
# expect: 1152921504606846976 True True 0
# expect: True True True True False

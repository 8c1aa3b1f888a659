# int arithmetic: + - * and unary minus, mixed with bools.
print(7 + 5, 7 - 12, 6 * -7, -(-3), +4)
print(True + True, True * 10, False - 1, -True)
print(2 ** 10, (-3) ** 3, 0 ** 0, 10 ** 18)

# expect: 12 -5 -42 3 4
# expect: 2 10 -1 -1
# expect: 1024 -27 1 1000000000000000000

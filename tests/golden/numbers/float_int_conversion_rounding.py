# Large ints convert to the nearest float; int/int division is correctly rounded.
print(float(2 ** 53 + 1), float(9223372036854775807), 2 ** 53 + 1 == float(2 ** 53 + 1), (2 ** 62 + 3) / 3, 10 ** 18 / 7)
print(int(1e18), int(-2.5e17), int(9.999e17))

# expect: 9007199254740992.0 9.223372036854776e+18 False 1.5372286728091292e+18 1.4285714285714286e+17
# expect: 1000000000000000000 -250000000000000000 999900000000000000

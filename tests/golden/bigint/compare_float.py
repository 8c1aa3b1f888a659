# ints and floats compare exactly, even where the float conversion would round.
inf = float("inf")
nan = float("nan")
print(2 ** 100 == 2.0 ** 100, 2 ** 100 + 1 == 2.0 ** 100, 2 ** 100 + 1 > 2.0 ** 100)
print(10 ** 400 < 1e308, 10 ** 400 > 1e308, 10 ** 400 < inf, -10 ** 400 > -inf)
print(10 ** 400 == nan, 10 ** 400 != nan, 10 ** 400 < nan, 2 ** 63 == 9.223372036854775808e18)
print(sorted([2 ** 100, -2 ** 100, 5, 1e40, -1e40, 2.5]))
print(max(2 ** 100, 3, 2.5), min(-2 ** 70, -1e30))
# expect: True False True
# expect: False True True True
# expect: False True False True
# expect: [-1e+40, -1267650600228229401496703205376, 2.5, 5, 1267650600228229401496703205376, 1e+40]
# expect: 1267650600228229401496703205376 -1e+30

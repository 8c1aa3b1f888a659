# Comparisons between ints, floats and bools are exact.
print(1 == 1.0, 2 < 2.5, True == 1, False < 0.5, 3 >= 3.0)
print(9007199254740993 == 9007199254740992.0, 9007199254740993 > 9007199254740992.0)
print(1 < 2 < 3, 3 > 2 > 2, 1 == 1.0 == True)
nan = float('nan')
print(nan == nan, nan != nan, nan < 1, 1 < nan)

# expect: True True True True True
# expect: False True
# expect: True False True
# expect: False True False False

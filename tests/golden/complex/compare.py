# == and != with ints, floats, big ints and complex; != between different types.
print(1 + 0j == 1, 1 + 0j == 1.0, 1j == 1, 2 ** 60 + 0j == 2 ** 60, (2 ** 53 + 1) + 0j == 2 ** 53 + 1)
print(1j == 1j, 1j != 2j, 1j == "1j", 1j != None, [1j, 2] == [1j, 2.0], 1j in [0, 1j])
print(complex(float("nan"), 0) == complex(float("nan"), 0), 0j == 0, -0.0 + 0j == 0j)
# expect: True True False True False
# expect: True True False True True True
# expect: False True True

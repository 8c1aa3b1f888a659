# An int to a negative int power is a float; a big base that cannot be a float raises.
print(2 ** -2, (2 ** 100) ** -1, 2 ** -2 ** 100, (-1) ** (2 ** 100), (-1) ** (2 ** 100 + 1))
print(0 ** (2 ** 100), 1 ** (2 ** 100))
print((2 ** 2000) ** -1)
# expect: 0.25 7.888609052210118e-31 0.0 1 -1
# expect: 0 1
# expect runtime error: OverflowError: int too large to convert to float

# An int too large for a float cannot join float arithmetic.
print(2 ** 100 * 1.5)
print(10 ** 400 + 1.0)
# expect: 1.901475900342344e+30
# expect runtime error: OverflowError: int too large to convert to float

# abs() of a complex too large for a float.
print(abs(complex(1e300, 1e300)))
print(abs(complex(1.5e308, 1.5e308)))
# expect: 1.4142135623730952e+300
# expect runtime error: OverflowError: absolute value too large

# float_ratio_nan: the error CPython raises.
print(float('nan').as_integer_ratio())

# expect runtime error: ValueError: cannot convert NaN to integer ratio

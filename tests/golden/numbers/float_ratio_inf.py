# float_ratio_inf: the error CPython raises.
print(float('inf').as_integer_ratio())

# expect runtime error: OverflowError: cannot convert Infinity to integer ratio

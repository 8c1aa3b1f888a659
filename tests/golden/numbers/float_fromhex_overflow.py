# float_fromhex_overflow: the error CPython raises.
print(float.fromhex('0x1p2000'))

# expect runtime error: OverflowError: hexadecimal value too large to represent as a float

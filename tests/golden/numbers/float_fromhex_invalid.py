# float_fromhex_invalid: the error CPython raises.
print(float.fromhex('0x1p'))

# expect runtime error: ValueError: invalid hexadecimal floating-point string

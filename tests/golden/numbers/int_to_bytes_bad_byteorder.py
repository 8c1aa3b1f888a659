# int_to_bytes_bad_byteorder: the error CPython raises.
print((5).to_bytes(2, 'middle'))

# expect runtime error: ValueError: byteorder must be either 'little' or 'big'

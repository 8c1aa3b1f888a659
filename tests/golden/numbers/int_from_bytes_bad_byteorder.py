# int_from_bytes_bad_byteorder: the error CPython raises.
print(int.from_bytes(b'a', 'mid'))

# expect runtime error: ValueError: byteorder must be either 'little' or 'big'

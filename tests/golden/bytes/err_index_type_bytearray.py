print(bytearray(b'a')[1.5])
# expect runtime error: TypeError: bytearray indices must be integers or slices, not float

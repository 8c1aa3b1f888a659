print(bytearray().append(-1))
# expect runtime error: ValueError: byte must be in range(0, 256)

print(bytes([256]))
# expect runtime error: ValueError: bytes must be in range(0, 256)

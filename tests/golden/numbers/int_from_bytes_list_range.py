# int_from_bytes_list_range: the error CPython raises.
print(int.from_bytes([1, 300]))

# expect runtime error: ValueError: bytes must be in range(0, 256)

# int_from_bytes_int: the error CPython raises.
print(int.from_bytes(5))

# expect runtime error: TypeError: cannot convert 'int' object to bytes

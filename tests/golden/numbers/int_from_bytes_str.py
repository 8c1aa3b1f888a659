# int_from_bytes_str: the error CPython raises.
print(int.from_bytes('abc'))

# expect runtime error: TypeError: cannot convert 'str' object to bytes

# int_to_bytes_negative_length: the error CPython raises.
print((5).to_bytes(-1))

# expect runtime error: ValueError: length argument must be non-negative

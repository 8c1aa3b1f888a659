# int_to_bytes_byteorder_type: the error CPython raises.
print((5).to_bytes(2, byteorder=5))

# expect runtime error: TypeError: to_bytes() argument 'byteorder' must be str, not int

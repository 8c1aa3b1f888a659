# int_to_bytes_length_type: the error CPython raises.
print((5).to_bytes('2'))

# expect runtime error: TypeError: 'str' object cannot be interpreted as an integer

# int_to_bytes_signed_too_big: the error CPython raises.
print((128).to_bytes(1, 'big', signed=True))

# expect runtime error: OverflowError: int too big to convert

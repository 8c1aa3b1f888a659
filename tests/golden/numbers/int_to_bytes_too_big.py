# int_to_bytes_too_big: the error CPython raises.
print((256).to_bytes(1, 'big'))

# expect runtime error: OverflowError: int too big to convert

# int_to_bytes_negative_unsigned: the error CPython raises.
print((-1).to_bytes(2, 'big'))

# expect runtime error: OverflowError: can't convert negative int to unsigned

# ** overflow of 64-bit ints.
# no-cross-check: ints are 64-bit in Weft
print(2 ** 62, (-2) ** 63)
print(2 ** 63)
# expect: 4611686018427387904 -9223372036854775808
# expect runtime error: OverflowError: int too large: Weft ints are 64-bit

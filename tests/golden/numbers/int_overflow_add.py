# Weft ints are 64-bit: overflow is an OverflowError, never a wrap.
# no-cross-check: ints are 64-bit in Weft
x = 9223372036854775807
print(x)
print(x + 1)
# expect: 9223372036854775807
# expect runtime error: OverflowError: int too large: Weft ints are 64-bit

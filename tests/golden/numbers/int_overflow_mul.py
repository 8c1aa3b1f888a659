# Multiplication overflow of 64-bit ints.
# no-cross-check: ints are 64-bit in Weft
print(3037000499 * 3037000499)
print(3037000500 * 3037000500)
# expect: 9223372030926249001
# expect runtime error: OverflowError: int too large: Weft ints are 64-bit

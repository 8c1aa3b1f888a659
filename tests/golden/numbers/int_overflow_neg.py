# Negating the smallest 64-bit int overflows.
# no-cross-check: ints are 64-bit in Weft
x = -9223372036854775807 - 1
print(x)
print(-x)
# expect: -9223372036854775808
# expect runtime error: OverflowError: int too large: Weft ints are 64-bit

# ints are 64-bit in Weft: overflow is an error, never a silent wrap
# no-cross-check: CPython ints are unbounded
x = 9223372036854775807
print(x)
y = x + 1
print(y)
# expect: 9223372036854775807
# expect runtime error: OverflowError: int too large: Weft ints are 64-bit

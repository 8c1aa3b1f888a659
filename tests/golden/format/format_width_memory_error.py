# Padding to an absurd width raises MemoryError at once (as CPython does) instead of filling memory.
print(f"{7:>9}|{'ab':^6}|", "x".center(5, "*"), "-4".zfill(4))
s = "x".center(10**15)

# expect:         7|  ab  | **x** -004
# expect runtime error: MemoryError

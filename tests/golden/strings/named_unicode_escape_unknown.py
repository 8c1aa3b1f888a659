# An unknown name in \N{...} is a compile-time error with the codec's byte positions.
print("never printed")
x = "ab\N{NOT A REAL NAME}"
# expect error: SyntaxError: (unicode error) 'unicodeescape' codec can't decode bytes in position 2-20: unknown Unicode character name

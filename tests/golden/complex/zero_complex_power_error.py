# 0 to a complex power with a nonzero imaginary part.
print(0j ** (1 + 0j))
print(0j ** (1 + 1j))
# expect: 0j
# expect runtime error: ZeroDivisionError: 0.0 to a negative or complex power

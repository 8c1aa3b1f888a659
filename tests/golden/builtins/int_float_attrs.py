# A few number methods: is_integer, bit_length, real/imag.
print((3.0).is_integer(), (3.5).is_integer(), (255).bit_length(), (-8).bit_length(), (0).bit_length(), (5).real, (2.5).imag)

# expect: True False 8 4 0 5 0.0

# int.bit_count (of the absolute value) and int.as_integer_ratio.
print((7).bit_count(), (-7).bit_count(), (0).bit_count(), (2**100 - 1).bit_count(), True.bit_count())
print((6).as_integer_ratio(), (-3).as_integer_ratio(), (2**80).as_integer_ratio(), True.as_integer_ratio())

# expect: 3 3 0 100 1
# expect: (6, 1) (-3, 1) (1208925819614629174706176, 1) (1, 1)

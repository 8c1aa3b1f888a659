# An integer presentation type for a complex.
print(format(1 + 2j, "e"))
print(format(1 + 2j, "d"))
# expect: 1.000000e+00+2.000000e+00j
# expect runtime error: ValueError: Unknown format code 'd' for object of type 'complex'

# '%' is not a complex presentation type.
print(format(1 + 2j, "E"))
print(format(1 + 2j, "%"))
# expect: 1.000000E+00+2.000000E+00j
# expect runtime error: ValueError: Unknown format code '%' for object of type 'complex'

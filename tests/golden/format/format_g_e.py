# 'g' and 'e' presentation types and the alternate form.
for v in (0.0001234, 123456789.0, 1.0, 100.0, 1e-5, 0.5):
    print(format(v, "g"), format(v, ".3g"), format(v, "#.3g"), format(v, "e"), format(v, ".2E"), format(v, "G"))

# expect: 0.0001234 0.000123 0.000123 1.234000e-04 1.23E-04 0.0001234
# expect: 1.23457e+08 1.23e+08 1.23e+08 1.234568e+08 1.23E+08 1.23457E+08
# expect: 1 1 1.00 1.000000e+00 1.00E+00 1
# expect: 100 100 100. 1.000000e+02 1.00E+02 100
# expect: 1e-05 1e-05 1.00e-05 1.000000e-05 1.00E-05 1E-05
# expect: 0.5 0.5 0.500 5.000000e-01 5.00E-01 0.5

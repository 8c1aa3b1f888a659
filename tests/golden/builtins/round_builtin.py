# round: banker's rounding, ndigits, and CPython's correctly rounded decimals.
print(round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5), round(3.7), round(-3.2))
print(round(2.675, 2), round(1.005, 2), round(0.125, 2), round(0.375, 2), round(1234.5678, -2), round(1250, -2), round(1350, -2))
print(round(3.14159, 3), round(-2.5), round(7), round(7, 2), round(5.5, 0), round(2.5, 0), round(1e300, -299))

# expect: 0 2 2 0 -2 4 -3
# expect: 2.67 1.0 0.12 0.38 1200.0 1200 1400
# expect: 3.142 -2 7 7 6.0 2.0 1e+300

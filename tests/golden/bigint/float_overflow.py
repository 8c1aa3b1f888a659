# float() of an int beyond the float range raises; rounding up to 2**1024 counts.
print(float(2 ** 1023), float(-2 ** 64), float(2 ** 1024 - 2 ** 971))
print(float(2 ** 1024 - 2 ** 970))
# expect: 8.98846567431158e+307 -1.8446744073709552e+19 1.7976931348623157e+308
# expect runtime error: OverflowError: int too large to convert to float

# math.log of ints too large for a float still works (CPython's frexp path).
import math
print(math.log(10 ** 400), math.log10(10 ** 400), math.log2(2 ** 1000), math.log(2 ** 2000, 2))
print(math.log(10 ** 30), math.log10(10 ** 30), math.log(3 ** 1000, 3))
print(math.log(-10 ** 400))
# expect: 921.0340371976182 400.0 1000.0 2000.0000000000002
# expect: 69.07755278982137 30.0 999.9999999999999
# expect runtime error: ValueError: math domain error

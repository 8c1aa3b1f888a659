# Functions that need a float raise for ints beyond its range.
import math
print(math.sqrt(10 ** 300))
print(math.sqrt(10 ** 400))
# expect: 1e+150
# expect runtime error: OverflowError: int too large to convert to float

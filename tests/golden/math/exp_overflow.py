# exp overflow is a range error.
import math
print(math.exp(700) > 1e300)
print(math.exp(1000))

# expect: True
# expect runtime error: OverflowError: math range error

# floor of infinity cannot become an int.
import math
print(math.floor(1e10))
print(math.floor(math.inf))

# expect: 10000000000
# expect runtime error: OverflowError: cannot convert float infinity to integer

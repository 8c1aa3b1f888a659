# log of zero is a domain error.
import math
print(math.log(1))
print(math.log(0))

# expect: 0.0
# expect runtime error: ValueError: math domain error

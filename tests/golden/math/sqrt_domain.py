# sqrt of a negative number is a domain error.
import math
print(math.sqrt(4))
print(math.sqrt(-1))

# expect: 2.0
# expect runtime error: ValueError: math domain error

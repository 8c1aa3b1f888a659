# factorial of a negative number.
import math
print(math.factorial(5))
print(math.factorial(-1))

# expect: 120
# expect runtime error: ValueError: factorial() not defined for negative values

# gamma at a pole.
import math
print(math.gamma(-1.5))
print(math.gamma(-2))

# expect: 2.3632718012073544
# expect runtime error: ValueError: math domain error

# math functions take real numbers only.
import math
print(math.sqrt(4))
print(math.sqrt(1j))
# expect: 2.0
# expect runtime error: TypeError: must be real number, not complex

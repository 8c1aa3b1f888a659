# An int too large for a float cannot be a complex argument.
import cmath
print(cmath.sqrt(10 ** 300))
print(cmath.sqrt(10 ** 400))
# expect: (1e+150+0j)
# expect runtime error: OverflowError: int too large to convert to float

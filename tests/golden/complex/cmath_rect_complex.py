# rect() takes real numbers.
import cmath
print(cmath.rect(1, 0))
print(cmath.rect(1j, 2))
# expect: (1+0j)
# expect runtime error: TypeError: must be real number, not complex

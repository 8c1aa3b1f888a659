# log to base 1 divides by zero.
import cmath
print(cmath.log(1j, 2))
print(cmath.log(1j, 1))
# expect: 2.266180070913597j
# expect runtime error: ValueError: math domain error

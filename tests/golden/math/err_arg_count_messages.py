# A math function called with the wrong number of arguments: CPython's one-argument functions
# (METH_O) name the module and say "one argument"; the others are Argument Clinic's.
import math

for call in ["math.sqrt()", "math.sqrt(1, 2)", "math.sqrt(x=4)", "math.floor()", "math.factorial(3, 4)",
             "math.pow(2)", "math.atan2(1)", "math.pow(x=1, y=2)", "math.log()", "math.log(1, 2, 3)",
             "math.perm()", "math.prod()"]:
    try:
        eval(call)
    except TypeError as e:
        print(e)
print(math.hypot(3, 4))
math.sqrt(16, 2)
# expect: math.sqrt() takes exactly one argument (0 given)
# expect: math.sqrt() takes exactly one argument (2 given)
# expect: math.sqrt() takes no keyword arguments
# expect: math.floor() takes exactly one argument (0 given)
# expect: math.factorial() takes exactly one argument (2 given)
# expect: pow expected 2 arguments, got 1
# expect: atan2 expected 2 arguments, got 1
# expect: math.pow() takes no keyword arguments
# expect: math.log requires 1 to 2 arguments
# expect: math.log requires 1 to 2 arguments
# expect: perm expected at least 1 argument, got 0
# expect: prod() takes exactly 1 positional argument (0 given)
# expect: 5.0
# expect runtime error: TypeError: math.sqrt() takes exactly one argument (2 given)

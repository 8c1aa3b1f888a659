# prec must be an int.
from decimal import getcontext
getcontext().prec = 2.5

# expect runtime error: TypeError: an integer is required

# prec must be at least 1.
from decimal import getcontext
getcontext().prec = 0

# expect runtime error: ValueError: valid range for prec is [1, MAX_PREC]

# An unknown rounding mode.
from decimal import getcontext
getcontext().rounding = 'HALF'

# expect runtime error:    ROUND_05UP]

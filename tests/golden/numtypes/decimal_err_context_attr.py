# A Context has no other attributes.
from decimal import getcontext
getcontext().precision = 10

# expect runtime error: AttributeError: 'decimal.Context' object has no attribute 'precision'

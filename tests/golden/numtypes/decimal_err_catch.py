# The signals are exceptions a program catches, with CPython's hierarchy.
import decimal
from decimal import Decimal
try:
    Decimal(1) / 0
except ZeroDivisionError as e:
    print(type(e).__name__, e, isinstance(e, decimal.DecimalException), isinstance(e, ArithmeticError))
try:
    Decimal('x')
except decimal.InvalidOperation as e:
    print(type(e).__name__, e)
print(issubclass(decimal.Overflow, decimal.Inexact), issubclass(decimal.FloatOperation, TypeError), issubclass(decimal.DivisionUndefined, ZeroDivisionError))

# expect: DivisionByZero [<class 'decimal.DivisionByZero'>] True True
# expect: InvalidOperation [<class 'decimal.ConversionSyntax'>]
# expect: True True True

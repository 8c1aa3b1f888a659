# A trapped decimal signal's exception has CPython's args: a list of the condition classes,
# which print as decimal.X.
import decimal
from decimal import Decimal, InvalidOperation, DivisionByZero

print(decimal.ConversionSyntax, decimal.InvalidOperation, decimal.DivisionByZero.__module__)
try:
    Decimal('abc')
except InvalidOperation as e:
    print(repr(e.args), e, e.args[0][0] is decimal.ConversionSyntax)
try:
    Decimal(1) / Decimal(0)
except DivisionByZero as e:
    print(repr(e.args), type(e.args[0]).__name__)
try:
    Decimal(0) / Decimal(0)
except InvalidOperation as e:
    print(repr(e.args), issubclass(e.args[0][0], ZeroDivisionError))
# expect: <class 'decimal.ConversionSyntax'> <class 'decimal.InvalidOperation'> decimal
# expect: ([<class 'decimal.ConversionSyntax'>],) [<class 'decimal.ConversionSyntax'>] True
# expect: ([<class 'decimal.DivisionByZero'>],) list
# expect: ([<class 'decimal.DivisionUndefined'>],) True

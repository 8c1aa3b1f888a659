# The context: precision and rounding, localcontext, Context objects and flags.
from decimal import Decimal, getcontext, localcontext, Context, ROUND_DOWN, ROUND_HALF_UP, ROUND_CEILING, setcontext
print(getcontext())
ctx = getcontext()
ctx.prec = 6
print(Decimal(2) / 3, Decimal('1234567.89') + 0, ctx.prec, ctx.rounding)
ctx.rounding = ROUND_DOWN
print(Decimal(2) / 3, Decimal(-2) / 3)
with localcontext() as lc:
    lc.prec = 3
    lc.rounding = ROUND_HALF_UP
    print(Decimal('2.345') * 1, Decimal(1) / 8, getcontext().prec)
print(getcontext().prec, getcontext().rounding)
with localcontext(prec=4, rounding=ROUND_CEILING):
    print(Decimal(1) / 7, Decimal(-1) / 7)
setcontext(Context(prec=10))
print(Decimal(1) / 3, Context(prec=5, rounding=ROUND_HALF_UP))

# expect: Context(prec=28, rounding=ROUND_HALF_EVEN, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[], traps=[InvalidOperation, DivisionByZero, Overflow])
# expect: 0.666667 1.23457E+6 6 ROUND_HALF_EVEN
# expect: 0.666666 -0.666666
# expect: 2.35 0.125 3
# expect: 6 ROUND_DOWN
# expect: 0.1429 -0.1428
# expect: 0.3333333333 Context(prec=5, rounding=ROUND_HALF_UP, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[], traps=[InvalidOperation, DivisionByZero, Overflow])

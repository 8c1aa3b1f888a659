# Context.traps and Context.flags: dicts from the signal classes to bools; a trap off gives the special value and sets the flag.
from decimal import *
c = getcontext()
print(c.traps)
Decimal(1) / 3
print(c.flags[Inexact], c.flags[Rounded], c.traps[FloatOperation], c.traps[DivisionByZero], len(c.traps))
c.clear_flags()
c.traps[DivisionByZero] = False
c.traps[InvalidOperation] = 0
print(Decimal(1) / 0, Decimal('x'), Decimal(0) / 0, Decimal(-1).sqrt(), Decimal(5) % 0, c.flags[DivisionByZero])
print(c)
print(c.flags)
print(Context(traps=[DivisionByZero]), Context(flags=[Inexact], traps=[]))
print(ExtendedContext)
print(BasicContext)

# expect: {<class 'decimal.InvalidOperation'>:True, <class 'decimal.FloatOperation'>:False, <class 'decimal.DivisionByZero'>:True, <class 'decimal.Overflow'>:True, <class 'decimal.Underflow'>:False, <class 'decimal.Subnormal'>:False, <class 'decimal.Inexact'>:False, <class 'decimal.Rounded'>:False, <class 'decimal.Clamped'>:False}
# expect: True True False True 9
# expect: Infinity NaN NaN NaN NaN True
# expect: Context(prec=28, rounding=ROUND_HALF_EVEN, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[InvalidOperation, DivisionByZero], traps=[Overflow])
# expect: {<class 'decimal.InvalidOperation'>:True, <class 'decimal.FloatOperation'>:False, <class 'decimal.DivisionByZero'>:True, <class 'decimal.Overflow'>:False, <class 'decimal.Underflow'>:False, <class 'decimal.Subnormal'>:False, <class 'decimal.Inexact'>:False, <class 'decimal.Rounded'>:False, <class 'decimal.Clamped'>:False}
# expect: Context(prec=28, rounding=ROUND_HALF_EVEN, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[], traps=[DivisionByZero]) Context(prec=28, rounding=ROUND_HALF_EVEN, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[Inexact], traps=[])
# expect: Context(prec=9, rounding=ROUND_HALF_EVEN, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[], traps=[])
# expect: Context(prec=9, rounding=ROUND_HALF_UP, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[], traps=[Clamped, InvalidOperation, DivisionByZero, Overflow, Underflow])

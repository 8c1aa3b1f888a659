# decimal.Context's arithmetic methods compute in that context; localcontext; signals as exceptions
from decimal import Decimal, Context, localcontext, getcontext, DivisionByZero, InvalidOperation, ROUND_HALF_UP

ctx = Context(prec=5)
print(ctx.add(Decimal('1.23456'), Decimal('2')), ctx.multiply(Decimal('3.14159'), 2), ctx.divide(1, 3))
print(ctx.sqrt(Decimal(2)), ctx.power(Decimal(2), 10), ctx.quantize(Decimal('1.23456'), Decimal('0.01')))
print(ctx.subtract(5, Decimal('0.1')), ctx.abs(Decimal(-3)), ctx.minus(Decimal(3)), ctx.plus(Decimal('1.234567')))
print(ctx.compare(1, 2), ctx.max(1, 2), ctx.min(1, 2), ctx.remainder(7, 3), ctx.divide_int(7, 2), ctx.divmod(7, 2))
print(ctx.exp(1), ctx.ln(10), ctx.log10(1000), ctx.to_sci_string(Decimal('1E+3')), ctx.create_decimal('3.14159265'))
print(ctx.power(2, -1), ctx.fma(2, 3, 4), ctx.is_signed(Decimal(-1)), ctx.copy_negate(Decimal(2)))
print(getcontext().prec, Decimal(1) / Decimal(7))
with localcontext() as lc:
    lc.prec = 3
    print(Decimal(1) / Decimal(7))
with localcontext(prec=8) as lc:
    print(Decimal(1) / Decimal(7), lc.prec)
print(Decimal(1) / Decimal(7))
try:
    Decimal(1) / Decimal(0)
except DivisionByZero as e:
    print(type(e).__name__, e)
try:
    ctx.divide(1, 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    Decimal(0) / Decimal(0)
except InvalidOperation as e:
    print(type(e).__name__, e)
try:
    ctx.add(1, 'x')
except TypeError as e:
    print(e)
c2 = Context(prec=4, rounding=ROUND_HALF_UP)
print(c2.create_decimal('2.34567'), c2.divide(2, 3))
getcontext().traps[DivisionByZero] = False
print(Decimal(1) / Decimal(0), getcontext().flags[DivisionByZero])

# expect: 3.2346 6.2832 0.33333
# expect: 1.4142 1024 1.23
# expect: 4.9 3 -3 1.2346
# expect: -1 2 1 1 3 (Decimal('3'), Decimal('1'))
# expect: 2.7183 2.3026 3 1E+3 3.1416
# expect: 0.5 10 True -2
# expect: 28 0.1428571428571428571428571429
# expect: 0.143
# expect: 0.14285714 8
# expect: 0.1428571428571428571428571429
# expect: DivisionByZero [<class 'decimal.DivisionByZero'>]
# expect: DivisionByZero [<class 'decimal.DivisionByZero'>]
# expect: InvalidOperation [<class 'decimal.DivisionUndefined'>]
# expect: conversion from str to Decimal is not supported
# expect: 2.346 0.6667
# expect: Infinity True

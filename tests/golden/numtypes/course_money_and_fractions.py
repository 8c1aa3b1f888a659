# A course program: compound interest in Decimal cents, a till receipt, 60-digit division, Egyptian fractions and harmonic numbers.
from decimal import Decimal, ROUND_HALF_UP, getcontext, localcontext
from fractions import Fraction
import math

def compound(principal, rate, years):
    amount = Decimal(principal)
    for year in range(1, years + 1):
        interest = (amount * Decimal(rate) / 100).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)
        amount += interest
        print(f"Year {year:2d}: interest {interest:>8} balance {amount:>10,.2f}")
    return amount

total = compound('1000.00', '3.5', 5)
print("Total:", total, repr(total))
prices = [Decimal('19.99'), Decimal('5.01'), Decimal('0.10')]
subtotal = sum(prices)
tax = (subtotal * Decimal('0.0825')).quantize(Decimal('0.01'))
print(subtotal, tax, subtotal + tax, f"{subtotal + tax:.2f}")
with localcontext() as ctx:
    ctx.prec = 60
    print(Decimal(1) / Decimal(3))
    print((Decimal(2) ** Decimal('0.5')).quantize(Decimal('1e-50')))

def egyptian(fr):
    out = []
    while fr.numerator != 0:
        d = math.ceil(1 / fr)
        out.append(Fraction(1, d))
        fr -= Fraction(1, d)
    return out
print(egyptian(Fraction(4, 13)))
h = sum(Fraction(1, k) for k in range(1, 21))
print(h, float(h), h.limit_denominator(100))
print(Fraction(3.14159).limit_denominator(1000), Fraction('22/7') - Fraction(math.pi))
print([Fraction(n, 12) for n in range(0, 13, 3)])
print(Decimal(1).exp(), Decimal(10).ln(), Decimal(2).log10())

# expect: Year  1: interest    35.00 balance   1,035.00
# expect: Year  2: interest    36.23 balance   1,071.23
# expect: Year  3: interest    37.49 balance   1,108.72
# expect: Year  4: interest    38.81 balance   1,147.53
# expect: Year  5: interest    40.16 balance   1,187.69
# expect: Total: 1187.69 Decimal('1187.69')
# expect: 25.10 2.07 27.17 27.17
# expect: 0.333333333333333333333333333333333333333333333333333333333333
# expect: 1.41421356237309504880168872420969807856967187537695
# expect: [Fraction(1, 4), Fraction(1, 18), Fraction(1, 468)]
# expect: 55835135/15519504 3.597739657143682 313/87
# expect: 355/113 2491454609547/1970324836974592
# expect: [Fraction(0, 1), Fraction(1, 4), Fraction(1, 2), Fraction(3, 4), Fraction(1, 1)]
# expect: 2.718281828459045235360287471 2.302585092994045684017991455 0.3010299956639811952137388947

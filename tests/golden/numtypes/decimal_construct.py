# Decimal from str, int, float (the exact binary value), tuple and Decimal; str and repr.
from decimal import Decimal
print(Decimal(), Decimal(42), Decimal(-10**30), Decimal('3.14'), Decimal(' -0.000 '), Decimal('1_000.5'), Decimal('+7E3'))
print(Decimal(2.5), Decimal(-0.0), Decimal(1e22), Decimal(float('inf')), Decimal(float('nan')), Decimal('-Infinity'), Decimal('nan'), Decimal('sNaN'))
print(Decimal((0, (1, 2, 5), -2)), Decimal((1, (3,), 2)), Decimal((0, (), 'F')), Decimal([1, [0, 0], 0]), Decimal(Decimal('7.0')))
print(repr(Decimal('1E+1')), repr(Decimal('-0')), repr(Decimal('0.000001')), repr(Decimal('0.0000001')), repr(Decimal('123E-10')), repr(Decimal('1.23E+30')))
print(repr(Decimal('100')), repr(Decimal('1e2')), repr(Decimal('0E-8')), repr(Decimal('.5')), repr(Decimal('5.')), Decimal.from_float(0.25))
print([Decimal('1.50')], f"{Decimal('2.5')}", str(Decimal('1e-7')), isinstance(Decimal(1), Decimal), type(Decimal(1)).__name__)

# expect: 0 42 -1000000000000000000000000000000 3.14 -0.000 1000.5 7E+3
# expect: 2.5 -0 10000000000000000000000 Infinity NaN -Infinity NaN sNaN
# expect: 1.25 -3E+2 Infinity -0 7.0
# expect: Decimal('1E+1') Decimal('-0') Decimal('0.000001') Decimal('1E-7') Decimal('1.23E-8') Decimal('1.23E+30')
# expect: Decimal('100') Decimal('1E+2') Decimal('0E-8') Decimal('0.5') Decimal('5') 0.25
# expect: [Decimal('1.50')] 2.5 1E-7 True Decimal

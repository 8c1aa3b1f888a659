# to_eng_string, compare, max and min (ties by sign and exponent), scaleb, fma, Context.create_decimal, complex().
from decimal import Decimal as D, Context, getcontext
print([D(v).to_eng_string() for v in ['123E+5', '1E+4', '0E+4', '0E+5', '-12.5E-10', '1234567E-20', '5E-7']])
print(D('2.1').max(D('2.10')), D('-2.1').max(D('-2.10')), D('2').min(D('NaN')), D('2').compare(D('NaN')), D(2).compare(3), D(3).compare(3))
print(D('2.5').scaleb(3), D('2.5').scaleb(-3), D('1.1').fma(2, D('0.03')), Context(prec=3).create_decimal('3.14159'), getcontext().create_decimal(0.1))
print(complex(D('1.5')), D('1.5') + 0 == 1.5)

# expect: ['12.3E+6', '10E+3', '0.00E+6', '0.0E+6', '-1.25E-9', '12.34567E-15', '500E-9']
# expect: 2.1 -2.10 2 NaN -1 0
# expect: 2.5E+3 0.0025 2.23 3.14 0.1000000000000000055511151231
# expect: (1.5+0j) True

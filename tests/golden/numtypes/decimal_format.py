# format() and f-strings with Decimals: every digit is the Decimal's own, rounded with the context's mode.
from decimal import Decimal as D
price = D('1234567.891')
print(f"{price:,.2f}", f"{price:015,.1f}", f"{price:.3e}", f"{price:>16}", f"{D('0.125'):.1%}", f"{D('2.675'):.2f}")
print(format(D('1e-10'), ''), format(D('0.00001234'), 'g'), format(D('12.345'), '.2'), format(D('-0.001'), 'z.1f'), format(D('0'), '.2e'))
print(format(D('-Inf'), '10'), format(D('NaN'), '%'), format(D('1.5'), '*^9'), format(D('1.5'), '=+8'), format(D('99.95'), '.1f'), format(D('9.999'), '.2e'))
for x in ['0.1', '2.5', '3.5', '-2.5']:
    print(x, f"{D(x):.0f}", f"{D(x) * 10:g}", f"{D(x):E}")

# expect: 1,234,567.89 0,001,234,567.9 1.235e+6      1234567.891 12.5% 2.68
# expect: 1E-10 0.00001234 12 0.0 0.00e+2
# expect:  -Infinity NaN% ***1.5*** +    1.5 100.0 1.00e+1
# expect: 0.1 0 1.0 1E-1
# expect: 2.5 2 25.0 2.5E+0
# expect: 3.5 4 35.0 3.5E+0
# expect: -2.5 -2 -25.0 -2.5E+0

# stdev, pstdev and variance of Decimal data give Decimals: the square root correctly
# rounded in the current context (a step up or down from Decimal.sqrt where that is nearer).
from decimal import Decimal as D, localcontext
import statistics as st
data = [D('1.5'), D('2.25'), D('3.0'), D('4.75')]
print(repr(st.variance(data)), repr(st.pvariance(data)))
print(repr(st.stdev(data)), repr(st.pstdev(data)))
print(repr(st.stdev([D(1), D(1)])), repr(st.stdev([D(1), D(3)])))
print(repr(st.pstdev([D(2), D(4), D(4), D(4), D(5), D(5), D(7), D(9)])))
with localcontext() as ctx:
    ctx.prec = 3
    print([str(st.pstdev([D(0), D(k)])) for k in range(2, 12)])
    print(st.stdev([D('0.1'), D('0.2'), D('0.4')]), st.stdev([D(-7), D(3), D('9.5')]))
# expect: Decimal('1.9375') Decimal('1.453125')
# expect: Decimal('1.391941090707505480529867825') Decimal('1.205456345124119374470003881')
# expect: Decimal('0.0') Decimal('1.414213562373095048801688724')
# expect: Decimal('2')
# expect: ['1', '1.5', '2', '2.5', '3', '3.50', '4', '4.50', '5', '5.50']
# expect: 0.153 8.31

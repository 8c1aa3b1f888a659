# statistics on Fraction and Decimal data: exact sums, the result in the data's type
# (Fraction with float gives float; ints mix with either).
import statistics as st
from fractions import Fraction as F
from decimal import Decimal as D
print(st.mean([F(1, 2), F(1, 3)]), st.mean([F(1, 2), 1, 2]), st.mean([F(1, 2), 0.25]), st.variance([F(1), F(2), F(4)]))
print(st.mean([D("1.5"), D("2.25"), 3]), st.median([F(1, 3), F(1, 2)]), st.pvariance([D("0.1"), D("0.2"), D("0.4")]))
print(repr(st.mean([F(1, 3), F(1, 3), F(1, 3)])), st.stdev([F(1), F(2), F(4)]))

# expect: 5/12 7/6 0.375 7/3
# expect: 2.25 5/12 0.01555555555555555555555555556
# expect: Fraction(1, 3) 1.5275252316519468

# Fraction comparisons with Fractions, ints and floats (exactly), and hashes equal to an equal int's or float's.
from fractions import Fraction as F
print(F(1, 2) == 0.5, F(1, 3) == 1 / 3, F(2, 1) == 2, F(1, 2) < 1, F(1, 2) > 0.4999, F(1, 3) <= F(2, 6))
print(0.5 == F(1, 2), 1 > F(1, 2), F(1, 2) == float('nan'), F(10**30) < float('inf'), F(1, 2) == 0.5 + 0j)
print(hash(F(1, 2)) == hash(0.5), hash(F(3)) == hash(3), hash(F(-1)), hash(F(1, 3)), hash(F(-7, 5)))
print(sorted([F(1, 2), 0.3, F(1, 3), 1]), max(F(2, 3), F(3, 5)), {F(1, 2): 'half'}[0.5], len({F(2, 4), 0.5, F(1, 2)}))
print(bool(F(0)), bool(F(1, 9)), F(1, 2) != F(2, 4), F(5, 2) >= 2.5)

# expect: True False True True True True
# expect: True True False True True
# expect: True True -2 1537228672809129301 -1383505805528216372
# expect: [0.3, Fraction(1, 3), Fraction(1, 2), 1] 2/3 half 1
# expect: False True False True

# math.hypot and math.dist as CPython's vector_norm: scaled, compensated sum of squares and a
# corrected square root (a chain of C hypot calls is one ulp off for (1, 1, 1)).
import math
print(math.hypot(1, 1, 1), math.dist((1, 1, 1), (2, 2, 2)), math.dist([0, 0, 0], [1, 2, 3]))
print(math.hypot(3, 4, 12), math.hypot(0.1, 0.2, 0.3), math.dist((0.1, 0.7), (1.3, -0.4)))
print(math.hypot(), math.hypot(-3), math.dist([], []), math.hypot(5e-324, 5e-324), math.hypot(1e308, 1e308))
print(math.hypot(float("inf"), float("nan")), math.hypot(float("nan"), 1), math.dist([1.5], [-2]))
total = 0.0
for i in range(1, 200):
    total += math.hypot(i * 0.1, i * 0.3, 1 / i) + math.dist((i, 2 * i, 0.5), (0.25, i / 3, i))
print(repr(total))
# expect: 1.7320508075688772 1.7320508075688772 3.7416573867739413
# expect: 13.0 0.3741657386773941 1.6278820596099706
# expect: 0.0 3.0 0.0 5e-324 1.4142135623730951e+308
# expect: inf nan 3.5
# expect: 49723.626828436274

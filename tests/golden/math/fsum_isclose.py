# fsum is exact; isclose with rel_tol and abs_tol.
import math
print(sum([0.1] * 10), math.fsum([0.1] * 10), math.fsum([1e100, 1.0, -1e100]), math.fsum([]), math.fsum([1e308, 1e308, -1e308]))
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1.0, 1.1), math.isclose(1.0, 1.1, rel_tol=0.2), math.isclose(0.0, 1e-10), math.isclose(0.0, 1e-10, abs_tol=1e-9))
print(math.isnan(math.nan), math.isinf(-math.inf), math.isfinite(1e308), math.prod([1, 2, 3, 4]), math.prod([0.5, 4]), math.prod([], start=7))

# expect runtime error: OverflowError: intermediate overflow in fsum

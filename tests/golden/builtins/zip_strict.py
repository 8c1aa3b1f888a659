# zip(strict=True) and a few more math functions (ulp, nextafter, remainder).
import math
print(list(zip([1, 2], "ab", strict=True)), list(zip([1], [2], strict=False)), math.ulp(1.0), math.nextafter(1.0, 2.0), math.remainder(7, 4), math.remainder(5, 2))
print(list(zip([1, 2, 3], "ab", strict=True)))

# expect: [(1, 'a'), (2, 'b')] [(1, 2)] 2.220446049250313e-16 1.0000000000000002 -1.0 1.0
# expect runtime error: ValueError: zip() argument 2 is shorter than argument 1

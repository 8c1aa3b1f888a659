# math.comb needs min(k, n - k) to fit int64.
import math
print(math.comb(2 ** 100, 2))
print(math.comb(2 ** 100, 2 ** 99))
# expect: 803469022129495137770981046169947475960987382190648066048000
# expect runtime error: OverflowError: min(n - k, k) must not exceed 9223372036854775807

# Moments and summaries of norm: mean/var/std/median, stats with its moments string,
# entropy (NumPy's log), the support and a central interval.
from scipy.stats import norm
print(norm.mean(), norm.std(), norm.var(), norm.median())
print(norm.mean(loc=3, scale=2), norm.std(loc=3, scale=2), norm.median(loc=1))
print(type(norm.mean()).__name__, norm.std(scale=[1, 2]))
print(norm.stats(), norm.stats(moments='mvsk'), norm.stats(moments='m'))
print(norm.entropy(), norm.entropy(scale=2), norm.support())
print(norm.interval(0.95), norm.interval(0.5, loc=10, scale=3))

# expect: 0.0 1.0 1.0 0.0
# expect: 3.0 2.0 1.0
# expect: float64 [1. 2.]
# expect: (0.0, 1.0) (0.0, 1.0, 0.0, 0.0) 0.0
# expect: 1.4189385332046727 2.112085713764618 (-inf, inf)
# expect: (-1.959963984540054, 1.959963984540054) (7.976530749411754, 12.023469250588246)

# Wrong calls of norm's methods raise SciPy's errors with its messages.
import numpy as np
from scipy.stats import norm
calls = [lambda: norm.interval(1.5), lambda: norm.rvs(scale=-1), lambda: norm.fit([1.0, np.inf]),
         lambda: norm.pdf(), lambda: norm.pdf(1, 2, 3, 4), lambda: norm.pdf(1, foo=2),
         lambda: norm(1).pdf(1, 2), lambda: norm.cdf(1, 2, loc=3), lambda: norm(1).mean(2)]
for f in calls:
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# expect: ValueError alpha must be between 0 and 1 inclusive
# expect: ValueError Domain error in arguments. The `scale` parameter must be positive for all distributions, and many distributions have restrictions on shape parameters. Please see the `scipy.stats.norm` documentation for details.
# expect: ValueError The data contains non-finite values.
# expect: TypeError rv_continuous.pdf() missing 1 required positional argument: 'x'
# expect: TypeError _parse_args() takes from 1 to 3 positional arguments but 4 were given
# expect: TypeError _parse_args() got an unexpected keyword argument 'foo'
# expect: TypeError rv_continuous_frozen.pdf() takes 2 positional arguments but 3 were given
# expect: TypeError _parse_args() got multiple values for argument 'loc'
# expect: TypeError rv_frozen.mean() takes 1 positional argument but 2 were given

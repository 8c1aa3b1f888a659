# The ways course programs reach SciPy: the package, its submodules as attributes, from-imports.
import scipy
import scipy.stats
from scipy import stats, special
from scipy.stats import norm
print(scipy.__version__, scipy.stats is stats, stats.norm is norm, scipy.special is special)
print(repr(norm).startswith("<scipy.stats._continuous_distns.norm_gen object at 0x"))
print(norm.name, norm.a, norm.b)

# expect: 1.10.1 True True True
# expect: True
# expect: norm -inf inf

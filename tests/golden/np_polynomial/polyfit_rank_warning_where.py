# np.polyfit's RankWarning is raised with stacklevel=4 from inside NumPy's dispatcher: it names
# the frame above the caller ("sys:1" at module level)
import numpy as np

x = np.arange(5)
print(np.polyfit(x, x ** 2, 6).shape)
def fit():
    return np.polyfit(x, x ** 2, 7)
def outer():
    return fit()
print(outer().shape)
# expect: (7,)
# expect: (8,)
# expect stderr: sys:1: RankWarning: Polyfit may be poorly conditioned
# expect stderr: polyfit_rank_warning_where.py:10: RankWarning: Polyfit may be poorly conditioned

# Warnings raised inside NumPy's own Python functions (np.mean is fromnumeric.mean calling
# _methods._mean, which sums and divides) are shown at those lines and through those modules'
# registries, so each is shown once per program however many lines call it.
import warnings
import numpy as np

def show(message, category, filename, lineno, file=None, line=None):
    print("  warn:", filename.split("/")[-1], lineno, category.__name__, message, "|", (line or "").strip())

warnings.showwarning = show
empty = np.array([])
print(np.mean(empty), empty.mean())
print(np.mean(empty), np.std(np.array([2.0]), ddof=1))
print(np.var(np.zeros((0, 2)), axis=0), np.zeros((0, 2)).var(axis=0))
print(np.sum(np.array([1e308, 1e308])), np.array([1e308, -np.inf, np.inf]).sum())
print(np.cumsum(np.array([1e308, 1e308])), np.median(np.zeros((0, 2)), axis=0))
print(np.mean(np.array([], dtype=np.float32)), np.prod(np.array([1e200, 1e200])), np.array([1e200, 1e200]).prod())
with np.errstate(all="ignore"):
    print(np.nanvar(np.array([np.nan, np.nan])))
with np.errstate(invalid="raise"):
    try:
        np.mean(empty)
    except FloatingPointError as e:
        print("FloatingPointError:", e)
print(np.corrcoef([1, 1, 1], [1, 2, 3])[0, 1], np.nanstd(np.array([np.nan])), np.cov([1.0]))

# expect:   warn: fromnumeric.py 3464 RuntimeWarning Mean of empty slice. | 
# expect:   warn: _methods.py 192 RuntimeWarning invalid value encountered in scalar divide | 
# expect:   warn: warnings_at_numpy_lines.py 12 RuntimeWarning Mean of empty slice. | 
# expect: nan nan
# expect:   warn: _methods.py 269 RuntimeWarning Degrees of freedom <= 0 for slice | 
# expect:   warn: _methods.py 261 RuntimeWarning invalid value encountered in scalar divide | 
# expect: nan nan
# expect:   warn: fromnumeric.py 3747 RuntimeWarning Degrees of freedom <= 0 for slice | 
# expect:   warn: _methods.py 226 RuntimeWarning invalid value encountered in divide | 
# expect:   warn: _methods.py 258 RuntimeWarning invalid value encountered in divide | 
# expect:   warn: warnings_at_numpy_lines.py 14 RuntimeWarning Degrees of freedom <= 0 for slice | 
# expect: [nan nan] [nan nan]
# expect:   warn: fromnumeric.py 86 RuntimeWarning overflow encountered in reduce | 
# expect:   warn: _methods.py 49 RuntimeWarning invalid value encountered in reduce | 
# expect: inf nan
# expect:   warn: fromnumeric.py 57 RuntimeWarning overflow encountered in accumulate | 
# expect:   warn: _methods.py 184 RuntimeWarning invalid value encountered in divide | 
# expect: [1.e+308     inf] [nan nan]
# expect:   warn: _methods.py 192 RuntimeWarning invalid value encountered in divide | 
# expect:   warn: _methods.py 53 RuntimeWarning overflow encountered in reduce | 
# expect: nan inf inf
# expect:   warn: warnings_at_numpy_lines.py 19 RuntimeWarning Degrees of freedom <= 0 for slice. | 
# expect: nan
# expect: FloatingPointError: invalid value encountered in scalar divide
# expect:   warn: function_base.py 2854 RuntimeWarning invalid value encountered in divide | 
# expect:   warn: function_base.py 2855 RuntimeWarning invalid value encountered in divide | 
# expect:   warn: nanfunctions.py 1872 RuntimeWarning Degrees of freedom <= 0 for slice. | 
# expect:   warn: warnings_at_numpy_lines.py 25 RuntimeWarning Degrees of freedom <= 0 for slice | 
# expect:   warn: function_base.py 2705 RuntimeWarning divide by zero encountered in divide | 
# expect:   warn: function_base.py 2705 RuntimeWarning invalid value encountered in multiply | 
# expect: nan nan nan

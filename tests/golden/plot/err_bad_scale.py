# error: bad_scale
import matplotlib.pyplot as plt
plt.xscale('foo')
# expect runtime error: ValueError: 'foo' is not a valid value for scale; supported values are 'linear', 'log', 'symlog', 'asinh', 'logit', 'function', 'functionlog'

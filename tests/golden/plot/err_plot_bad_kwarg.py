# error: plot_bad_kwarg
import matplotlib.pyplot as plt
plt.plot([1, 2], foo=1)
# expect runtime error: AttributeError: Line2D.set() got an unexpected keyword argument 'foo'

# error: legend_loc
import matplotlib.pyplot as plt
plt.legend(loc='nowhere')
# expect runtime error: ValueError: 'nowhere' is not a valid value for loc; supported values are 'best', 'upper right', 'upper left', 'lower left', 'lower right', 'right', 'center left', 'center right', 'lower center', 'upper center', 'center'

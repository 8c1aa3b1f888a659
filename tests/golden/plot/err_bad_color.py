# error: bad_color
import matplotlib.pyplot as plt
plt.plot([1, 2], color='nocolor')
# expect runtime error: ValueError: 'nocolor' is not a valid value for color

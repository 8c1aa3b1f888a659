import matplotlib.pyplot as plt
plt.text(0, 0, 'x', ha='middle')
# expect runtime error: ValueError: 'middle' is not a valid value for align; supported values are 'center', 'right', 'left'

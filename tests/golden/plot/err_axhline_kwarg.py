import matplotlib.pyplot as plt
plt.axhline(1, colour='red')
# expect runtime error: AttributeError: Line2D.set() got an unexpected keyword argument 'colour'

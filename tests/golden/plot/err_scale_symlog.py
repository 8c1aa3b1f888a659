# error: a scale matplotlib has and Weft does not draw
# no-cross-check: matplotlib draws symlog
import matplotlib.pyplot as plt
plt.yscale('symlog')
# expect runtime error: ValueError: scale 'symlog' is not supported by Weft (it draws 'linear' and 'log')

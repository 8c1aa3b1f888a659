# error: bad_format
import matplotlib.pyplot as plt
plt.plot([1, 2], [3, 4], 'q')
# expect runtime error: ValueError: 'q' is not a valid format string (unrecognized character 'q')

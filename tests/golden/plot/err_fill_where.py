import matplotlib.pyplot as plt
plt.fill_between([1, 2, 3, 4], [1, 2, 3, 4], where=[True, False, True])
# expect runtime error: ValueError: where size (3) does not match x size (4)

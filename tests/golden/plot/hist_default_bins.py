# ten bins by default, counts equal to np.histogram's
import matplotlib.pyplot as plt
import numpy as np
data = np.random.default_rng(1).normal(size=500)
n, bins, _ = plt.hist(data)
c, e = np.histogram(data)
print(len(n), len(bins), (n == c).all(), (bins == e).all())
print(int(n.sum()))
# expect: 10 11 True True
# expect: 500
